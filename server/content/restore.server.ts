import { and, desc, eq, ne, sql } from "drizzle-orm";
import { changedFields } from "#domain/audit";
import {
  type EntityDef,
  type EntityName,
  entities,
  entitySchema,
  entityShape,
} from "#domain/entities";
import { fieldErrors } from "#domain/fields";
import {
  KEPT_ON_RESTORE,
  RESTORED_FROM,
  type RestoreRequest,
  type RestoreResult,
} from "#domain/restore";
import { audited } from "../audit/audited.server";
import type { Db } from "../db/client.server";
import { auditLog, tableOf } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation.server";
import { conflict, notFound, validationFailed } from "../http/errors";
import type { AppServices, AuthUser } from "../spine/context";
import { afterContentWrite } from "./after-write.server";
import { toJson } from "./rows.server";
import { auditedRow } from "./translation-state.server";

type AnyRow = Record<string, unknown> & { id: string };

const SLUG_TAKEN = "Cette adresse est déjà utilisée par une autre fiche";

/**
 * A row's values right after one of its entries: the row as it is now, with each field that a
 * later entry changed taken back to its value before the earliest of those entries. The log
 * holds every write of a content row (each in the transaction of its write), so walking back the
 * later entries, newest first, gives that state exactly, translations included.
 */
async function versionAfter(
  tx: Pick<Db, "select">,
  name: EntityName,
  current: AnyRow,
  auditId: string,
): Promise<AnyRow> {
  const later = await tx
    .select({ changes: auditLog.changes })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.table_name, name),
        eq(auditLog.row_id, current.id),
        sql`(${auditLog.at}, ${auditLog.id}) > (select a.at, a.id from ${auditLog} a where a.id = ${auditId})`,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  const version: AnyRow = { ...current };
  for (const { changes } of later) {
    for (const [field, { before }] of Object.entries(changes)) {
      if (field in version) version[field] = before;
    }
  }
  return version;
}

/**
 * `POST /api/{table}/{id}/restore`: the row takes again its values right after the entry
 * `audit_id` (its content, translations and publication; its place in the public order and its
 * scheduled times stay), checked as any write is (the schema's rules, a slug another row now
 * holds: 409 `slug_taken`), as one audited write (`restore`, its changes naming the entry in
 * `restored_from`). A deletion's entry has no version (409 `not_a_version`). With `dry_run`,
 * or when nothing would change, nothing is stored: the answer says what would change.
 */
export async function restoreVersion(
  deps: AppServices,
  name: EntityName,
  rowId: string,
  request: RestoreRequest,
  user: AuthUser,
): Promise<RestoreResult> {
  const entity = entities[name] as EntityDef;
  const table = tableOf(name);
  const writable = Object.keys(entityShape(entity));
  const kept = new Set<string>(KEPT_ON_RESTORE);
  let outcome: { before: AnyRow; after: AnyRow; written: boolean };
  try {
    outcome = await audited(deps, user, async ({ tx, record, announce }) => {
      const [entry] = await tx
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.id, request.audit_id),
            eq(auditLog.table_name, name),
            eq(auditLog.row_id, rowId),
          ),
        )
        .limit(1);
      if (!entry) throw notFound("Cette version n'est pas dans l'historique de cette fiche");
      if (entry.action === "delete") {
        throw conflict("not_a_version", "Une suppression n'a pas de version à restaurer");
      }
      const [current] = (await tx
        .select()
        .from(table)
        .where(eq(table.id, rowId))
        .for("update")) as AnyRow[];
      if (!current) throw notFound();
      const version = await versionAfter(tx, name, current, request.audit_id);
      const input = Object.fromEntries(
        writable.map((column) => [column, (kept.has(column) ? current : version)[column]]),
      );
      const parsed = entitySchema(entity).safeParse(input);
      if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
      const values = parsed.data as Record<string, unknown>;
      for (const [column, field] of Object.entries(entity.fields)) {
        if (field.kind !== "slug") continue;
        const [other] = await tx
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table[column], values[column]), ne(table.id, rowId)))
          .limit(1);
        if (other) {
          throw conflict("slug_taken", "Cette adresse est déjà utilisée", { [column]: SLUG_TAKEN });
        }
      }
      const changes = changedFields(current, { ...current, ...values });
      if (request.dry_run || Object.keys(changes).length === 0) {
        return { before: current, after: { ...current, ...values }, written: false };
      }
      const [after] = (await tx
        .update(table)
        .set({ ...values, updated_at: new Date(), updated_by: user.id })
        .where(eq(table.id, rowId))
        .returning()) as AnyRow[];
      await record({
        action: "restore",
        table: name,
        rowId,
        changes: {
          ...changedFields(auditedRow(name, current), auditedRow(name, after as AnyRow)),
          [RESTORED_FROM]: { before: null, after: request.audit_id },
        },
      });
      announce(name);
      return { before: current, after: after as AnyRow, written: true };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict("slug_taken", "Cette adresse est déjà utilisée");
  }
  if (outcome.written) afterContentWrite(deps, name, outcome.before, outcome.after);
  const { translation_basis, ...row } = toJson(outcome.after);
  return {
    // Every table's row has its id and times (server/db/tables/columns.ts).
    row: row as RestoreResult["row"],
    changes: changedFields(outcome.before, outcome.after),
  };
}
