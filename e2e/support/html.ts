/** The module script tags of a page's HTML as the server sent it. */
export function moduleScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script[^>]* type="module"[^>]*>/g)].map((match) => match[0]);
}
