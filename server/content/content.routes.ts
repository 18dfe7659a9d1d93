import type { RouteConfig } from "@hono/zod-openapi";
import { and, eq, inArray, like, ne, or } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import {
  type EntityDef,
  type EntityName,
  entities,
  entityNames,
  entitySchema,
  isEntityName,
  readAccess,
  withSlugs,
} from "#domain/entities";
import { fieldErrors, SLUG_MAX } from "#domain/fields";
import { LANGUAGES, type Language } from "#domain/languages";
import { listQuerySchema } from "#domain/list-query";
import { ACCESS_LEVELS, type Access, roleMay } from "#domain/roles";
import { SCHEDULED_CONFLICT_MESSAGE, scheduleConflict } from "#domain/schedule";
import { mergeTranslations, translatableFields } from "#domain/translations";
import { recordAudit } from "../audit/audit.server";
import { authenticate, requireAccess, requireLanguage } from "../auth/access.server";
import type { Db } from "../db/client.server";
import type { AppEnv, AppServices, AuthUser } from "../http/context";
import { badRequest, conflict, forbidden, found, notFound, validationFailed } from "../http/errors";
import { readJson } from "../http/json";
import {
  type ApiHandler,
  type ApiRoute,
  apiRouter,
  defineRoute,
  guardedUser,
  readJsonAs,
} from "../http/openapi-route";
import { registerSchemas } from "../http/openapi-schemas";
import { storedUrlForm } from "../storage/storage.server";
import { afterContentWrite } from "./after-write.server";
import { entityComponents, type TableOperations, tableOperations } from "./content.openapi";
import { type Audience, answeredRows, machineReading } from "./list-cache.server";
import { readRows, tableOf } from "./rows.server";
import { storedUrlColumnsOf } from "./stored-urls.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A new public order: the rows' ids, first to last, each once. */
const orderSchema = z.strictObject({
  ids: z
    .array(z.string().regex(UUID, { error: "Identifiant invalide" }), {
      error: "Une liste d'identifiants est attendue",
    })
    .min(1, { error: "Une liste d'identifiants est attendue" })
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { error: "Un identifiant est répété" }),
});
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

/** A unique index refused the write (two writers took the same slug at once). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

async function slugTakenOnConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict("slug_taken", "Cette adresse est déjà utilisée");
  }
}

type Ctx = Context<AppEnv>;

/**
 * `GET /api/{table}`: every row, newest first. `?lang=` reads each row in that language; absent,
 * rows come as stored, with `translations`. A list of up to 2,000 rows is one cached body with
 * its ETag; a longer one is sent as it is read, a few hundred rows at a time.
 */
async function listTable(c: Ctx, name: EntityName, lang?: Language) {
  const audience = await audienceOf(c);
  if (LIST_PARAMETERS.some((parameter) => c.req.query(parameter) !== undefined)) {
    return listPage(c, name, audience, lang);
  }
  const { lists, logger } = c.get("deps");
  const whole = await lists.whole(name, audience, lang);
  c.header("Cache-Control", "no-cache");
  c.header("Vary", "Cookie, Authorization");
  if ("ids" in whole) {
    const chunks = lists.wholeChunks(name, audience, lang, whole.ids);
    const encoder = new TextEncoder();
    // Read as the client takes it: a slow reader holds one piece at a time, not the list.
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (error) {
          // The status is sent: the client sees the answer cut short, never a partial list as whole.
          logger.error("content.list_stream_failed", { table: name, error });
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    });
    return c.body(body, 200, { "Content-Type": "application/json" });
  }
  c.header("ETag", whole.etag);
  if (c.req.header("if-none-match") === whole.etag) return c.body(null, 304);
  return c.body(whole.body, 200, { "Content-Type": "application/json" });
}

/** Who reads: the team (drafts and authors too) or anyone else. */
const audienceOf = async (c: Ctx): Promise<Audience> =>
  roleMay((await authenticate(c))?.role, "staff") ? "staff" : "public";

/**
 * `GET /api/{table}/{id}`: one row as the list answers it (a visitor's published and without its
 * authors; `?lang=` in that language); 404 when no row the caller may read has that id.
 */
async function readOneRow(c: Ctx, name: EntityName, id: string, lang?: Language) {
  const audience = await audienceOf(c);
  const drafts = audience === "staff";
  const [row] = UUID.test(id) ? await readRows(c.get("deps"), name, [id], { drafts }) : [];
  if (!row) throw notFound();
  c.header("Cache-Control", "no-cache");
  c.header("Vary", "Cookie, Authorization");
  const machine = machineReading(c.get("deps").config);
  return c.json(answeredRows(name, audience, lang, [row], machine)[0]);
}

/** The parameters that ask for a page, a search, an order or a filter, not the whole list. */
const LIST_PARAMETERS = ["limit", "offset", "q", "order", "published", "missing", "scheduled"];

/**
 * `GET /api/{table}` with a page, a search, an order or a filter, with `Content-Range` (`0-24/3573`,
 * from 0 as PostgREST counts; a star before the total when the page is empty). A parameter out of
 * its bounds is a 400 naming it in French.
 */
async function listPage(c: Ctx, name: EntityName, audience: Audience, lang?: Language) {
  const parsed = listQuerySchema(entities[name] as EntityDef).safeParse(c.req.query());
  if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
  const { body, range } = await c.get("deps").lists.page(name, parsed.data, audience, lang);
  c.header("Content-Range", range);
  c.header("Cache-Control", "no-cache");
  c.header("Vary", "Cookie, Authorization");
  return c.body(body, 200, { "Content-Type": "application/json" });
}

/**
 * `POST /api/{table}`: a new row, checked by the entity's schema, its slugs claimed; its author is
 * the caller.
 */
async function createRow(c: Ctx, name: EntityName) {
  const table = tableOf(name);
  const body = asObject(await readJson(c));
  const deps = c.get("deps");
  const values = validate(deps, entities[name] as EntityDef, body, body);
  const user = guardedUser(c);
  const insert = (tx: Pick<Db, "insert">) =>
    tx.insert(table).values({ ...values, created_by: user.id, updated_by: user.id });
  const row = await slugTakenOnConflict(() =>
    deps.database.db.transaction(async (tx) => {
      // Most new rows' slugs are free: the insert tries them as they are, and only a unique
      // index refusing one (nothing inserted) costs the claim of a free form (or the 409).
      let [created] = await insert(tx).onConflictDoNothing().returning();
      if (!created) {
        await claimSlugs(tx, name, values, body);
        [created] = await insert(tx).returning();
      }
      const after = created as AnyRow;
      await recordAudit(tx, {
        actor: user,
        action: "create",
        table: name,
        rowId: after.id,
        after,
      });
      return after;
    }),
  );
  afterContentWrite(deps, name, undefined, row as AnyRow);
  return c.json(row, 201);
}

/** `POST /api/{table}/order`: positions 0, 1, 2… in the order given, in one transaction. */
async function orderRows(c: Ctx, name: EntityName) {
  const table = tableOf(name);
  const { ids } = await readJsonAs(c, orderSchema);
  const user = guardedUser(c);
  const deps = c.get("deps");
  await deps.database.db.transaction(async (tx) => {
    const rows = (await tx.select().from(table).where(inArray(table.id, ids))) as AnyRow[];
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
      await recordAudit(tx, {
        actor: user,
        action: "update",
        table: name,
        rowId: id,
        before,
        after: after as AnyRow,
      });
    }
  });
  deps.changes.emit(name);
  return c.body(null, 204);
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
 * `PATCH /api/{table}/{id}`: a partial update, checked as the whole row it makes, so the API
 * refuses what the admin form refuses; id, timestamps and authors stay the server's. Translations
 * merge per language: a translator's write leaves the other languages as they were.
 */
async function updateRow(c: Ctx, name: EntityName, rowId: string) {
  const table = tableOf(name);
  const entity = entities[name] as EntityDef;
  const deps = c.get("deps");
  const user = guardedUser(c);
  const patch = stripServerFields(asObject(await readJson(c)));
  checkTranslatorPatch(entity, user, patch);
  const existing = found(await findRow(deps, name, rowId));
  const current = stripServerFields(existing);
  const { id } = existing;
  if ("translations" in patch) {
    patch.translations = mergeTranslations(current.translations, patch.translations);
  }
  const values = validate(deps, entity, { ...current, ...patch }, patch);
  const row = await slugTakenOnConflict(() =>
    deps.database.db.transaction(async (tx) => {
      await claimSlugs(tx, name, values, { ...current, ...patch }, id);
      const [updated] = await tx
        .update(table)
        .set({ ...values, updated_at: new Date(), updated_by: user.id })
        .where(eq(table.id, id))
        .returning();
      const after = found(updated as AnyRow | undefined);
      await recordAudit(tx, {
        actor: user,
        action: "update",
        table: name,
        rowId: id,
        before: existing,
        after,
      });
      return after;
    }),
  );
  afterContentWrite(deps, name, existing, row);
  return c.json(row);
}

/** `DELETE /api/{table}/{id}`. */
async function deleteRow(c: Ctx, name: EntityName, id: string) {
  const table = tableOf(name);
  if (!UUID.test(id)) throw notFound();
  const deps = c.get("deps");
  const row = await deps.database.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(table).where(eq(table.id, id)).returning();
    const before = found(deleted as AnyRow | undefined);
    await recordAudit(tx, {
      actor: guardedUser(c),
      action: "delete",
      table: name,
      rowId: id,
      before,
    });
    return before;
  });
  afterContentWrite(deps, name, row, undefined);
  return c.body(null, 204);
}

const languageQuery = z.object({ lang: z.enum(LANGUAGES).optional() });
const unknownLanguage = () =>
  badRequest("Langue inconnue", { lang: `Valeur attendue : ${LANGUAGES.join(", ")}` });

/**
 * A route over every content table (`/{table}…`), described once per table (`operationOf`; a
 * table without that operation answers 404). Its guard checks the table first (an unknown one is
 * a 404 to anyone), then the caller against that table's access level (`accessOf`): the level
 * each table's operation names in the document and in the route × role matrix.
 */
export function tableRoute<const R extends RouteConfig>(
  accessOf: (name: EntityName) => Access,
  operationOf: (name: EntityName) => RouteConfig | undefined,
  route: R,
  handler: ApiHandler<R>,
  options: Pick<ApiRoute, "invalid"> & { absent?: string } = {},
): ApiRoute<R> {
  const served = new Set<string>();
  const documents = entityNames.flatMap((name) => {
    const operation = operationOf(name);
    if (!operation) return [];
    served.add(name);
    return [{ operation, access: accessOf(name) }];
  });
  const levels = new Set(documents.map((document) => document.access));
  // The route as a whole is declared with its most open level; each table's is its own.
  const widest = ACCESS_LEVELS.find((level) => levels.has(level)) ?? "admin";
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    const name = c.req.param("table") ?? "";
    if (!isEntityName(name)) throw notFound("Table inconnue");
    if (!served.has(name)) throw notFound(options.absent ?? "Table inconnue");
    await requireAccess(c, accessOf(name));
    await next();
  };
  return defineRoute(widest, route, handler, { invalid: options.invalid, guard, documents });
}
const tableOf$ = (c: Context<AppEnv>) => c.req.param("table") as EntityName;
const readAccessOf = (name: EntityName) => readAccess(entities[name] as EntityDef);

/**
 * The content API: the same calls for each declared entity, on one path pattern per call
 * (`/{table}`), each described in the document once per table. Reads are as each table's
 * declaration says (an internal table's are the team's); writes are the same for every table.
 */
export function contentRoutes() {
  const operation = (call: keyof TableOperations) => (name: EntityName) =>
    tableOperations(name)[call];
  const level = (access: Access) => () => access;
  const app = apiRouter([
    tableRoute(
      readAccessOf,
      operation("list"),
      { method: "get", path: "/{table}", request: { query: languageQuery }, responses: {} },
      (c) => listTable(c, tableOf$(c), c.req.valid("query").lang),
      { invalid: unknownLanguage },
    ),
    tableRoute(
      readAccessOf,
      operation("read"),
      { method: "get", path: "/{table}/{id}", request: { query: languageQuery }, responses: {} },
      (c) => readOneRow(c, tableOf$(c), c.req.param("id"), c.req.valid("query").lang),
      { invalid: unknownLanguage },
    ),
    tableRoute(
      level("editor"),
      operation("create"),
      { method: "post", path: "/{table}", responses: {} },
      (c) => createRow(c, tableOf$(c)),
    ),
    tableRoute(
      level("editor"),
      operation("order"),
      { method: "post", path: "/{table}/order", responses: {} },
      (c) => orderRows(c, tableOf$(c)),
      { absent: "Cette table n'a pas d'ordre public" },
    ),
    // The whole team edits; a translator's edit is narrowed to its translations by the handler.
    tableRoute(
      level("staff"),
      operation("update"),
      { method: "patch", path: "/{table}/{id}", responses: {} },
      (c) => updateRow(c, tableOf$(c), c.req.param("id")),
    ),
    tableRoute(
      level("editor"),
      operation("remove"),
      { method: "delete", path: "/{table}/{id}", responses: {} },
      (c) => deleteRow(c, tableOf$(c), c.req.param("id")),
    ),
  ]);
  for (const name of entityNames) {
    registerSchemas(app.openAPIRegistry, entityComponents(entities[name] as EntityDef));
  }
  return app;
}

/** A row or a patch without the columns the server sets (id, timestamps, authors). */
function stripServerFields(patch: Record<string, unknown>) {
  const { id, created_at, updated_at, created_by, updated_by, ...rest } = patch;
  return rest;
}
