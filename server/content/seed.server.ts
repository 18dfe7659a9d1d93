import { and, eq, inArray, sql } from "drizzle-orm";
import { entityNames } from "#domain/entities";
import { audited } from "../audit/audited.server";
import { auditLog, caseStudies, research, services, tableOf } from "../db/schema";
import type { AppServices } from "../spine/context";
import { SEED_CASE_STUDIES, SEED_RESEARCH, SEED_SERVICES } from "./seed-content";

/** Any number; every process that starts on the same database waits on the same one. */
const SEED_LOCK = 4_242_002;

/**
 * The first start on an empty database writes the site's content (seed-content.ts), so a fresh
 * install shows a complete site; SEED_CONTENT=false skips it. It runs only while every content
 * table is empty: once any row exists (even if all are deleted later, the audit log remembers
 * the seed), it never runs again. Under a transaction-level advisory lock, so two processes
 * starting together seed once. Returns whether it wrote anything.
 */
export async function seedContent(deps: AppServices): Promise<boolean> {
  if (!deps.config.SEED_CONTENT) return false;
  // The first start's content is no member's write.
  const seeded = await audited(deps, null, async ({ tx, record, announce }) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    for (const name of entityNames) {
      const table = tableOf(name);
      const [row] = await tx.select({ id: table.id }).from(table).limit(1);
      if (row) return false;
    }
    // Deleting every row later must not bring the seed back.
    const [earlier] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, "create"), inArray(auditLog.table_name, [...entityNames])))
      .limit(1);
    if (earlier) return false;
    for (const [name, table, rows] of [
      ["services", services, SEED_SERVICES],
      ["case_studies", caseStudies, SEED_CASE_STUDIES],
      ["research", research, SEED_RESEARCH],
    ] as const) {
      const created = (await tx
        .insert(table)
        .values(rows as never)
        .returning()) as {
        id: string;
      }[];
      for (const after of created) {
        await record({ action: "create", table: name, rowId: after.id, after });
      }
    }
    announce("services");
    return true;
  });
  if (seeded) {
    deps.logger.info("content.seeded", { services: 6, case_studies: 3, research: 2 });
  }
  return seeded;
}
