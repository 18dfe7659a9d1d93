import { createContext, useContext, useMemo } from "react";
import type { Catalog } from "#domain/i18n/fr";
import { type Direction, directionOf, type Language } from "#domain/languages";
import { createTranslate, type Translate } from "./translate";

interface I18nValue {
  language: Language;
  dir: Direction;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Gives the public site its language, direction and `t()` (catalog from the layout loader). */
export function I18nProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: Catalog;
  children: React.ReactNode;
}) {
  const value = useMemo(
    () => ({ language, dir: directionOf(language), t: createTranslate(messages) }),
    [language, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** Using the language accessor outside its provider is an error. */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used within an I18nProvider");
  return value;
}
