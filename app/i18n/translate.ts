import type { Catalog, MessageKey } from "#domain/i18n/fr";

export type { Catalog, MessageKey };
export type TranslateParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

/**
 * Looks a key up in one catalog and fills its `{name}` placeholders. A missing key shows
 * the key itself (a test keeps the three catalogs complete, so it should never be seen).
 */
export function translate(
  messages: Partial<Catalog>,
  key: MessageKey,
  params?: TranslateParams,
): string {
  const message = messages[key];
  if (message === undefined) return key;
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function createTranslate(messages: Partial<Catalog>): Translate {
  return (key, params) => translate(messages, key, params);
}
