/**
 * The state of one translatable field in one language, as staff reads carry it
 * (`translation_state: {en: {field: state}, ar: {…}}`), and how the back office names it.
 */
export const TRANSLATION_STATES = ["missing", "outdated", "machine", "current"] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];
export type TranslationStates = Partial<
  Record<"en" | "ar", Partial<Record<string, TranslationState>>>
>;

export const TRANSLATION_STATE_LABELS: Record<TranslationState, string> = {
  missing: "Manquante",
  outdated: "À revoir",
  machine: "Traduction automatique",
  current: "À jour",
};

/** The states a person still has to work on: written ('À traduire') or reviewed ('À revoir'). */
export const TO_TRANSLATE: readonly TranslationState[] = ["missing"];
export const TO_REVIEW: readonly TranslationState[] = ["outdated", "machine"];
