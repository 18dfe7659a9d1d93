import { useCallback, useState } from "react";
import { LANGUAGES, type Language } from "#domain/languages";

type Texts = Partial<Record<Language, string>>;

/**
 * The texts of one editor, per language, against what the server holds: what changed, the
 * messages of a refused save, and the new baseline once saved. A failed save keeps every draft.
 */
export function useLanguageDrafts() {
  const [saved, setSaved] = useState<Texts | null>(null);
  const [drafts, setDrafts] = useState<Texts>({});
  const [errors, setErrors] = useState<Texts>({});

  /**
   * The server's texts, as loaded or as a save answered: the drafts start again from them, but
   * for those kept as typed (`keep`, the languages a save refused).
   */
  const load = useCallback((texts: Texts, keep: Texts = {}) => {
    setSaved(texts);
    setDrafts({ ...texts, ...keep });
    setErrors({});
  }, []);

  const change = useCallback((language: Language, text: string) => {
    setDrafts((current) => ({ ...current, [language]: text }));
    setErrors((current) => ({ ...current, [language]: undefined }));
  }, []);

  /** The languages whose draft differs from the server's text, among those the member writes. */
  const changed = (writes: (language: Language) => boolean) =>
    LANGUAGES.filter((language) => writes(language) && drafts[language] !== saved?.[language]);

  return { saved, drafts, errors, setErrors, load, change, changed };
}
