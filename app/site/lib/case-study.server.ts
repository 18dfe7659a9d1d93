import { eq } from "drizzle-orm";
import { isSlug } from "#domain/fields";
import { languageOf } from "#domain/preferences";
import type { PreviewViewer } from "#domain/preview";
import { scheduleBadge } from "#domain/schedule";
import { authenticateRequest } from "#server/auth/access.server";
import { toJson } from "#server/content/rows.server";
import { tableOf } from "#server/db/schema";
import type { AppServices } from "#server/spine/context";
import { markShown, type PublicRow, pickShown } from "./site-content";
import { visitorRow } from "./site-content.server";

/**
 * One case study by its slug, in the page's language: a published one for everyone, a draft only
 * for a signed-in administrator or in the preview (its texts then marked, and 'Programmé le …'
 * when its publication is scheduled). Null: no such page (404).
 */
export async function findCaseStudy(
  context: { deps: AppServices; preview?: PreviewViewer },
  request: Request,
  slug: string,
): Promise<{ study: PublicRow<"case_studies">; draft: boolean; schedule: string | null } | null> {
  const { deps, preview } = context;
  if (!isSlug(slug)) return null;
  const table = tableOf("case_studies");
  const [found] = await deps.database.db.select().from(table).where(eq(table.slug, slug)).limit(1);
  if (!found) return null;
  const row = toJson(found);
  const draft = row.published === false;
  if (draft && !preview && (await authenticateRequest(deps, request))?.role !== "admin") {
    return null;
  }
  const resolved = visitorRow(deps, "case_studies", row, languageOf(request).language);
  const shown = pickShown("case_studies", resolved);
  return {
    study: (preview ? markShown("case_studies", shown) : shown) as PublicRow<"case_studies">,
    draft,
    schedule: preview ? (scheduleBadge(scheduleOf(row), deps.config.SITE_TIME_ZONE) ?? null) : null,
  };
}

/** A row's publication times as ISO strings, as the schedule's texts read them. */
function scheduleOf(row: Record<string, unknown>) {
  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
  return { ...row, publish_at: iso(row.publish_at), unpublish_at: iso(row.unpublish_at) };
}
