import type { TranslationState } from "#domain/translation-state";

/** The states a person still has to work on: written ('À traduire') or reviewed ('À revoir'). */
export const TO_TRANSLATE: readonly TranslationState[] = ["missing"];
export const TO_REVIEW: readonly TranslationState[] = ["outdated", "machine"];
