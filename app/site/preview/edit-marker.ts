import { useRouteLoaderData } from "react-router";
import type { Catalog } from "#domain/i18n/fr";
import { EDIT_ATTRIBUTE, type EditTarget, markText, textTarget } from "#domain/preview";
import { SITE_LAYOUT_ID, type SiteData } from "~/site/lib/site-data";

/**
 * The edit attribute of an element that is not a text (an image, a list), in a preview render
 * only: a visitor's page gets no attribute at all (React leaves an empty spread out).
 */
export function useEditMarker(target: EditTarget | undefined): Record<string, string> {
  const site = useRouteLoaderData(SITE_LAYOUT_ID) as SiteData | undefined;
  return site?.preview && target ? { [EDIT_ATTRIBUTE]: target } : {};
}

const marked = new WeakMap<Catalog, Catalog>();

/**
 * A catalog whose every text is wrapped with its key (`markText`), for a preview render: `t()`
 * and every text read from it carry their key to the element that shows them, where the server
 * turns it into the edit attribute. Made once per catalog object.
 */
export function markedMessages(messages: Catalog): Catalog {
  let made = marked.get(messages);
  if (!made) {
    made = Object.fromEntries(
      Object.entries(messages).map(([key, text]) => [key, markText(textTarget(key), text)]),
    ) as Catalog;
    marked.set(messages, made);
  }
  return made;
}
