import { eq } from "drizzle-orm";
import { isSlug } from "#domain/fields";
import { languageOf } from "#domain/preferences";
import { authenticateRequest } from "#server/auth/access.server";
import { tableOf, toJson } from "#server/content/rows.server";
import type { AppServices } from "#server/http/context";
import { type PublicRow, pickShown } from "./site-content";
import { visitorRow } from "./site-content.server";

/**
 * One case study by its slug, in the page's language: a published one for everyone, a draft only
 * for a signed-in administrator (its preview). Null: no such page (404).
 */
export async function findCaseStudy(
  deps: AppServices,
  request: Request,
  slug: string,
): Promise<{ study: PublicRow<"case_studies">; draft: boolean } | null> {
  if (!isSlug(slug)) return null;
  const table = tableOf("case_studies");
  const [found] = await deps.database.db.select().from(table).where(eq(table.slug, slug)).limit(1);
  if (!found) return null;
  const row = toJson(found);
  const draft = row.published === false;
  if (draft && (await authenticateRequest(deps, request))?.role !== "admin") return null;
  const resolved = visitorRow(deps, "case_studies", row, languageOf(request).language);
  return { study: pickShown("case_studies", resolved) as PublicRow<"case_studies">, draft };
}
