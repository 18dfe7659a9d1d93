import { entities } from "#domain/entities";
import { slugify } from "#domain/fields";
import { languageOf } from "#domain/preferences";
import { resolveRow } from "#domain/translations";
import { listRows } from "#server/content/rows.server";
import { isDatabaseUnavailable } from "#server/db/availability.server";
import type { AppServices } from "#server/http/context";
import { type PublicRow, pickShown, type Shown } from "./site-content";

/**
 * The published rows of the tables a public page shows, in the public order and the page's
 * language (French where a translation is missing, named in `fallback`). A database failure gives
 * empty lists and `failed`: the page answers 503, so neither the page cache nor a crawler keeps
 * it.
 */
export async function loadPublicContent<const N extends Shown>(
  context: { deps: AppServices },
  request: Request,
  names: readonly N[],
): Promise<{ content: { [K in N]: PublicRow<K>[] }; failed: boolean }> {
  const language = languageOf(request).language;
  try {
    const lists = await Promise.all(
      names.map((name) => listRows(context.deps, name, { drafts: false, order: "public" })),
    );
    const content = Object.fromEntries(
      names.map((name, index) => [
        name,
        (lists[index] ?? []).map((row) => ({
          ...pickShown(name, resolveRow(entities[name].fields, row, language)),
          ...derived(name, row),
        })),
      ]),
    );
    return { content: content as { [K in N]: PublicRow<K>[] }, failed: false };
  } catch (error) {
    // The database being down is logged once, where it is seen (db.unavailable), not per page.
    if (!isDatabaseUnavailable(error)) {
      context.deps.logger.error("content.load_failed", { tables: names, error });
    }
    const empty = Object.fromEntries(names.map((name) => [name, []]));
    return { content: empty as unknown as { [K in N]: PublicRow<K>[] }, failed: true };
  }
}

/** Values a page derives from the French row: a service's kind (its icon and anchor). */
function derived(name: Shown, row: Record<string, unknown>) {
  if (name !== "services") return {};
  return { kind: slugify(typeof row.category === "string" ? row.category : "") };
}
