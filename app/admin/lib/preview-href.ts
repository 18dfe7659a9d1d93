import type { Language } from "#domain/languages";

/**
 * The preview's address for a public page in a language, optionally scrolled to one editable
 * element (`text:<key>`, `field:<table>/<id>/<field>`…), which it outlines.
 */
export function previewHref({
  path,
  lang,
  focus,
}: {
  path: string;
  lang: Language;
  focus?: string;
}): string {
  const search = new URLSearchParams({ path, lang });
  if (focus) search.set("focus", focus);
  return `/admin/apercu?${search.toString()}`;
}
