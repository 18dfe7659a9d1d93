import { listRows } from "../content/rows.server";
import type { AppServices } from "../http/context";
import type { AssistantContent } from "./assistant.server";
import { type ContentRows, INDEXED_TABLES } from "./documents";

/**
 * What the assistant may answer from, read from the database: the published rows of the indexed
 * tables (drafts never) and every language's site-text overrides.
 */
export async function readAssistantContent(
  deps: Pick<AppServices, "database" | "siteTexts">,
): Promise<AssistantContent> {
  const lists = await Promise.all(
    INDEXED_TABLES.map((table) => listRows(deps, table, { drafts: false, order: "public" })),
  );
  const rows = Object.fromEntries(
    INDEXED_TABLES.map((table, index) => [table, lists[index] ?? []]),
  ) as unknown as ContentRows;
  return [rows, await deps.siteTexts.all()];
}
