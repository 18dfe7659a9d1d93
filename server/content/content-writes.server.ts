import { and, eq, inArray, like, ne, or } from "drizzle-orm";
import {
  type EntityDef,
  type EntityName,
  entities,
  entitySchema,
  withSlugs,
} from "#domain/entities";
import { fieldErrors, SLUG_MAX } from "#domain/fields";
import { UUID } from "#domain/ids";
import { roleMay } from "#domain/roles";
import { SCHEDULED_CONFLICT_MESSAGE, scheduleConflict } from "#domain/schedule";
import { mergeTranslations, translatableFields } from "#domain/translations";
import { audited } from "../audit/audited.server";
import { requireLanguage } from "../auth/access.server";
import type { Db } from "../db/client.server";
import { tableOf } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation.server";
import { badRequest, conflict, forbidden, found, notFound, validationFailed } from "../http/errors";
import type { AppServices, AuthUser } from "../spine/context";
import { storedUrlForm } from "../storage/storage.server";
import { storedUrlColumnsOf } from "../storage/stored-urls.server";
import { afterContentWrite } from "./after-write.server";
import { auditedRow, takeOrigins, withBases, withoutReadOnly } from "./translation-state.server";

export { UUID };

type AnyRow = Record<string, unknown> & { id: string };

/**
 * The row a write makes (`input`: a new row, or the stored row with the change), checked by the
 * entity's schema, its empty slugs made, a stored file's URL kept in the one form rows hold
 * (storedUrlForm); a publication to come keeps it a draft (`sent`: what the write named, see
 * scheduleConflict).
 */
function validate(
  deps: AppServices,
  entity: EntityDef,
  input: unknown,
  sent: Record<string, unknown>,
) {
  const parsed = entitySchema(entity).safeParse(input);
  if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
  const values = withSlugs(entity, parsed.data as Record<string, unknown>);
  for (const column of storedUrlColumnsOf(entity.table as EntityName)) {
    const url = values[column];
    if (typeof url === "string") values[column] = storedUrlForm(deps.storage, url);
  }
  if (entity.publication && scheduleConflict(sent, values, deps.clock.now().getTime())) {
    throw badRequest(
      SCHEDULED_CONFLICT_MESSAGE,
      { publish_at: SCHEDULED_CONFLICT_MESSAGE },
      "scheduled_conflict",
    );
  }
  return values;
}

async function findRow(
  deps: AppServices,
  name: EntityName,
  id: string,
): Promise<AnyRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const table = tableOf(name);
  const [row] = await deps.database.db.select().from(table).where(eq(table.id, id)).limit(1);
  return row as AnyRow | undefined;
}

const asObject = (body: unknown): Record<string, unknown> =>
  typeof body === "object" && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};

/** Whether the write names its slug fields; a slug left empty is made by the schema. */
const slugFields = (entity: EntityDef) =>
  Object.entries(entity.fields).flatMap(([name, field]) => (field.kind === "slug" ? [name] : []));
const isGiven = (value: unknown) => typeof value === "string" && value.trim() !== "";

/**
 * Slugs are unique in their table. One the caller gave and another row holds is a 409
 * `slug_taken`; one made from the title takes the first free form of it (-2, -3…).
 */
async function claimSlugs(
  tx: Pick<Db, "select">,
  name: EntityName,
  values: Record<string, unknown>,
  given: Record<string, unknown>,
  exceptId?: string,
) {
  const table = tableOf(name);
  for (const field of slugFields(entities[name] as EntityDef)) {
    const wanted = values[field] as string;
    const others = exceptId ? ne(table.id, exceptId) : undefined;
    const taken = new Set(
      (
        await tx
          .select({ slug: table[field] })
          .from(table)
          .where(and(or(eq(table[field], wanted), like(table[field], `${wanted}-%`)), others))
      ).map((row) => row.slug as string),
    );
    if (!taken.has(wanted)) continue;
    if (isGiven(given[field])) {
      throw conflict("slug_taken", "Cette adresse est déjà utilisée", {
        [field]: "Cette adresse est déjà utilisée par une autre fiche",
      });
    }
    for (let n = 2; ; n++) {
      const candidate = `${wanted.slice(0, SLUG_MAX - String(n).length - 1)}-${n}`;
      if (!taken.has(candidate)) {
        values[field] = candidate;
        break;
      }
    }
  }
}

async function slugTakenOnConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict("slug_taken", "Cette adresse est déjà utilisée");
  }
}

/**
 * A new row (`POST /api/{table}`), checked by the entity's schema, its slugs claimed; its author
 * is the caller.
 */
export async function createRow(
  deps: AppServices,
  user: AuthUser,
  name: EntityName,
  sent: unknown,
) {
  const table = tableOf(name);
  const body = withoutReadOnly(asObject(sent));
  const origins = takeOrigins(name, user, body);
  const values = withBases(
    name,
    undefined,
    validate(deps, entities[name] as EntityDef, body, body),
    origins,
  );
  const insert = (tx: Pick<Db, "insert">) =>
    tx.insert(table).values({ ...values, created_by: user.id, updated_by: user.id });
  const row = await slugTakenOnConflict(() =>
    audited(
      deps,
      user,
      async ({ tx, record }) => {
        // Most new rows' slugs are free: the insert tries them as they are, and only a unique
        // index refusing one (nothing inserted) costs the claim of a free form (or the 409).
        let [created] = await insert(tx).onConflictDoNothing().returning();
        if (!created) {
          await claimSlugs(tx, name, values, body);
          [created] = await insert(tx).returning();
        }
        const after = created as AnyRow;
        await record({
          action: "create",
          table: name,
          rowId: after.id,
          after: auditedRow(name, after),
        });
        return after;
      },
      { announce: [name] },
    ),
  );
  afterContentWrite(deps, name, undefined, row);
  return row;
}

/** A new public order (`POST /api/{table}/order`): positions 0, 1, 2… in one transaction. */
export async function orderRows(
  deps: AppServices,
  user: AuthUser,
  name: EntityName,
  ids: readonly string[],
) {
  const table = tableOf(name);
  await audited(
    deps,
    user,
    async ({ tx, record }) => {
      const rows = (await tx
        .select()
        .from(table)
        .where(inArray(table.id, [...ids]))) as AnyRow[];
      if (rows.length !== ids.length) throw notFound("Une des lignes n'existe pas");
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const [position, id] of ids.entries()) {
        const before = byId.get(id) as AnyRow;
        if (before.position === position) continue;
        const [after] = await tx
          .update(table)
          .set({ position, updated_at: new Date(), updated_by: user.id })
          .where(eq(table.id, id))
          .returning();
        await record({ action: "update", table: name, rowId: id, before, after: after as AnyRow });
      }
    },
    { announce: [name] },
  );
}

/**
 * What a translator's PATCH may carry: `translations` only, in its own languages, of translatable
 * fields. A French field, a publication, another language or a field that is not translated is a
 * 403 naming it. Editors and administrators write every field.
 */
function checkTranslatorPatch(entity: EntityDef, user: AuthUser, patch: Record<string, unknown>) {
  if (roleMay(user.role, "editor")) return;
  if ("published" in patch) throw forbidden("Un traducteur ne publie ni ne dépublie une fiche");
  const fields = entity.fields as Record<string, { label: string } | undefined>;
  const refused = Object.keys(patch).filter((key) => key !== "translations");
  if (refused.length > 0) {
    const names = refused.map((key) => fields[key]?.label ?? key).join(", ");
    throw forbidden(`Un traducteur ne modifie que les traductions (refusé : ${names})`);
  }
  const translatable = translatableFields(entity.fields);
  for (const [language, values] of Object.entries(asObject(patch.translations))) {
    requireLanguage(user, language);
    for (const field of Object.keys(asObject(values))) {
      if (!translatable.includes(field)) {
        throw forbidden(`Ce champ ne se traduit pas : ${fields[field]?.label ?? field}`);
      }
    }
  }
}

/**
 * A partial update (`PATCH /api/{table}/{id}`), checked as the whole row it makes, so the API
 * refuses what the admin form refuses; id, timestamps and authors stay the server's. Translations
 * merge per language: a translator's write leaves the other languages as they were.
 */
export async function updateRow(
  deps: AppServices,
  user: AuthUser,
  name: EntityName,
  rowId: string,
  sent: unknown,
) {
  const table = tableOf(name);
  const entity = entities[name] as EntityDef;
  const patch = withoutReadOnly(stripServerFields(asObject(sent)));
  const origins = takeOrigins(name, user, patch);
  checkTranslatorPatch(entity, user, patch);
  const existing = found(await findRow(deps, name, rowId));
  const current = withoutReadOnly(stripServerFields(existing));
  const { id } = existing;
  if ("translations" in patch) {
    patch.translations = mergeTranslations(current.translations, patch.translations);
  }
  const values = withBases(
    name,
    existing,
    validate(deps, entity, { ...current, ...patch }, patch),
    origins,
  );
  const row = await slugTakenOnConflict(() =>
    audited(
      deps,
      user,
      async ({ tx, record }) => {
        await claimSlugs(tx, name, values, { ...current, ...patch }, id);
        const [updated] = await tx
          .update(table)
          .set({ ...values, updated_at: new Date(), updated_by: user.id })
          .where(eq(table.id, id))
          .returning();
        const after = found(updated as AnyRow | undefined);
        await record({
          action: "update",
          table: name,
          rowId: id,
          before: auditedRow(name, existing),
          after: auditedRow(name, after),
        });
        return after;
      },
      { announce: [name] },
    ),
  );
  afterContentWrite(deps, name, existing, row);
  return row;
}

/** A row removed (`DELETE /api/{table}/{id}`); 404 when no row has that id. */
export async function deleteRow(deps: AppServices, user: AuthUser, name: EntityName, id: string) {
  const table = tableOf(name);
  if (!UUID.test(id)) throw notFound();
  const row = await audited(
    deps,
    user,
    async ({ tx, record }) => {
      const [deleted] = await tx.delete(table).where(eq(table.id, id)).returning();
      const before = found(deleted as AnyRow | undefined);
      await record({ action: "delete", table: name, rowId: id, before: auditedRow(name, before) });
      return before;
    },
    { announce: [name] },
  );
  afterContentWrite(deps, name, row, undefined);
}

/** A row or a patch without the columns the server sets (id, timestamps, authors). */
function stripServerFields(patch: Record<string, unknown>) {
  const { id, created_at, updated_at, created_by, updated_by, ...rest } = patch;
  return rest;
}
