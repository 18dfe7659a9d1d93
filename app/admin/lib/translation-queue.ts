import type { TranslationState } from "#domain/translation-state";
import {
  isTranslationLanguage,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
} from "#domain/translations";
import { ALT_LANGUAGE_NAMES } from "./media";

/**
 * A translation queue: the rows of a list with a field in these states in one language. The list
 * filters 'À traduire' (missing) and 'À revoir' (outdated and the model's drafts), and the
 * dashboard's finer lines (outdated alone, the model's drafts alone), kept in the address as
 * `translation=en-review`.
 */
export const QUEUES = {
  missing: { label: "À traduire", states: ["missing"] },
  review: { label: "À revoir", states: ["outdated", "machine"] },
  outdated: { label: "Français modifié", states: ["outdated"] },
  machine: { label: "Traduction automatique", states: ["machine"] },
} as const satisfies Record<string, { label: string; states: readonly TranslationState[] }>;
export type QueueKind = keyof typeof QUEUES;

export interface Queue {
  lang: TranslationLanguage;
  kind: QueueKind;
  states: readonly TranslationState[];
}

export const queueValue = (lang: TranslationLanguage, kind: QueueKind) => `${lang}-${kind}`;

/** The queue an address's `translation=` names; none for anything else. */
export function queueOf(value: string): Queue | undefined {
  const [lang = "", kind = ""] = value.split("-");
  if (!isTranslationLanguage(lang) || !(kind in QUEUES)) return undefined;
  return { lang, kind: kind as QueueKind, states: QUEUES[kind as QueueKind].states };
}

/** The filter's choices for these languages: 'À traduire (anglais)', 'À revoir (anglais)'… */
export function queueOptions(languages: readonly TranslationLanguage[]): [string, string][] {
  return TRANSLATION_LANGUAGES.filter((lang) => languages.includes(lang)).flatMap((lang) =>
    (Object.keys(QUEUES) as QueueKind[]).map((kind): [string, string] => [
      queueValue(lang, kind),
      `${QUEUES[kind].label} (${ALT_LANGUAGE_NAMES[lang]})`,
    ]),
  );
}

/** A queue as the list API filters it: `translation=ar:outdated,machine`. */
export function translationQueryOf(value: string): string | undefined {
  const queue = queueOf(value);
  return queue && `${queue.lang}:${queue.states.join(",")}`;
}
