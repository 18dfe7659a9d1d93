import type { Language } from "#domain/languages";
import { SITE_TEXT_FIELD } from "#domain/site-texts";
import { type SiteTextKey, translationOf } from "~/admin/lib/site-texts";
import { TranslationStatus } from "./translation-status";
import { useTranslationActions } from "./use-translation-work";

/**
 * A site text's translation in one language, as a row's field shows it: its state, what changed
 * in the French for one out of date, 'Valider' (`onApproved` takes the key's new states) and
 * 'Proposer une traduction' (`onSuggested` puts the model's text in the field, for the person to
 * edit and save). French has none.
 */
export function SiteTextStatus({
  entry,
  language,
  label,
  french,
  onApproved,
  onSuggested,
}: {
  entry: SiteTextKey;
  language: Language;
  /** What its group and buttons are named after: the key and language where several keys show. */
  label: string;
  /** The French text now. */
  french: string;
  onApproved: (entry: SiteTextKey) => void;
  onSuggested: (text: string) => void;
}) {
  const translation = translationOf(entry, language);
  const work = useTranslationActions(
    language === "fr" || !translation
      ? null
      : {
          table: "site_texts",
          id: entry.key,
          lang: language,
          columns: [SITE_TEXT_FIELD],
          state: () => translation.state,
          approved: onApproved,
          fill: (values) => onSuggested(values[SITE_TEXT_FIELD] ?? ""),
        },
  );
  if (language === "fr" || !translation) return null;
  return (
    <TranslationStatus
      column={SITE_TEXT_FIELD}
      label={label}
      then={translation.source}
      now={french}
      work={work}
    />
  );
}
