import type { RouteConfig } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import { type ContentRow, contentRowSchema } from "#domain/content-row";
import {
  type EntityDef,
  type EntityName,
  entities,
  entityNames,
  isEntityName,
  readAccess,
} from "#domain/entities";
import { fieldErrors } from "#domain/fields";
import { UUID } from "#domain/ids";
import { LANGUAGES, type Language } from "#domain/languages";
import { listQuerySchema } from "#domain/list-query";
import { ACCESS_LEVELS, type Access, roleMay } from "#domain/roles";
import { authenticate, requireAccess } from "../auth/access.server";
import { badRequest, notFound, validationFailed } from "../http/errors";
import { readJson } from "../http/json";
import { notModified, serializedJson } from "../http/list-routes";
import {
  type ApiHandler,
  type ApiRoute,
  apiRouter,
  defineRoute,
  guardedUser,
  readJsonAs,
} from "../http/openapi-route";
import { jsonBodyOf, jsonOf, registerSchemas } from "../http/openapi-schemas";
import type { AppEnv } from "../spine/context";
import { entityComponents, type TableOperations, tableOperations } from "./content.openapi";
import { createRow, deleteRow, orderRows, updateRow } from "./content-writes.server";
import { type Audience, answeredRows, machineReading } from "./list-cache.server";
import { readRows } from "./rows.server";

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
    return serializedJson<ContentRow[]>(c, body);
  }
  c.header("ETag", whole.etag);
  if (c.req.header("if-none-match") === whole.etag) return notModified(c);
  return serializedJson<ContentRow[]>(c, whole.body);
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
  return c.json(answeredRows(name, audience, lang, [row], machine)[0] as ContentRow, 200);
}

const languageQuery = z.object({ lang: z.enum(LANGUAGES).optional() });
const unknownLanguage = () =>
  badRequest("Langue inconnue", { lang: `Valeur attendue : ${LANGUAGES.join(", ")}` });

/**
 * The parameters that ask for a page, a search, an order or a filter, not the whole list; each
 * table checks them with its own rules (`listQuerySchema`), as its document describes them.
 */
const listParameter = z.union([z.string(), z.array(z.string())]).optional();
const listQuery = languageQuery.extend({
  limit: listParameter,
  offset: listParameter,
  q: listParameter,
  order: listParameter,
  published: listParameter,
  missing: listParameter,
  translation: listParameter,
  scheduled: listParameter,
});
const LIST_PARAMETERS = Object.keys(listQuery.shape).filter((name) => name !== "lang");

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
  return serializedJson<ContentRow[]>(c, body);
}

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
  options: Pick<ApiRoute, "invalid" | "readsItsBody"> & { absent?: string } = {},
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
  const { invalid, readsItsBody } = options;
  return defineRoute(widest, route, handler, { invalid, readsItsBody, guard, documents });
}
/** A row as a write answers it to the team: with its translations' states (answeredRows). */
export const staffRow = (name: EntityName, row: object) =>
  answeredRows(name, "staff", undefined, [row])[0];
const tableOf$ = (c: Context<AppEnv>) => c.req.param("table") as EntityName;
const readAccessOf = (name: EntityName) => readAccess(entities[name] as EntityDef);

/**
 * The content API: the same calls for each declared entity, on one path pattern per call
 * (`/{table}`), each described in the document once per table. Reads are as each table's
 * declaration says (an internal table's are the team's); writes are the same for every table.
 */
export function contentRoutes() {
  const app = apiRouter(contentRouteList());
  for (const name of entityNames) {
    registerSchemas(app.openAPIRegistry, entityComponents(entities[name] as EntityDef));
  }
  return app;
}

/** The content API as the back office's typed client reads it. */
export type ContentApi = ReturnType<typeof contentRoutes>;

/** What the team reads and writes on every table: a row, a list of rows. */
const oneRow = (description: string) => ({ description, content: jsonOf(contentRowSchema) });
const done = (description: string) => ({ description });
/** The values a write sends, by column; the row they make is checked (`createRow`, `updateRow`). */
const rowValues = jsonBodyOf(z.record(z.string(), z.unknown()));

/** Each table's operation of this call, as the document shows it. */
const operation = (call: keyof TableOperations) => (name: EntityName) =>
  tableOperations(name)[call];
/** The same access level on every table. */
const level = (access: Access) => () => access;

function contentRouteList() {
  return [
    tableRoute(
      readAccessOf,
      operation("list"),
      {
        method: "get",
        path: "/{table}",
        request: { query: listQuery },
        responses: {
          200: { description: "Les lignes", content: jsonOf(z.array(contentRowSchema)) },
          304: done("Inchangée depuis son ETag"),
        },
      },
      (c) => listTable(c, tableOf$(c), c.req.valid("query").lang),
      { invalid: unknownLanguage },
    ),
    tableRoute(
      readAccessOf,
      operation("read"),
      {
        method: "get",
        path: "/{table}/{id}",
        request: { query: languageQuery },
        responses: { 200: oneRow("La ligne") },
      },
      (c) => readOneRow(c, tableOf$(c), c.req.param("id"), c.req.valid("query").lang),
      { invalid: unknownLanguage },
    ),
    tableRoute(
      level("editor"),
      operation("create"),
      {
        method: "post",
        path: "/{table}",
        request: { body: rowValues },
        responses: { 201: oneRow("La ligne créée") },
      },
      async (c) => {
        const body = await readJson(c);
        const row = await createRow(c.get("deps"), guardedUser(c), tableOf$(c), body);
        return c.json(staffRow(tableOf$(c), row), 201);
      },
      { readsItsBody: true },
    ),
    tableRoute(
      level("editor"),
      operation("order"),
      {
        method: "post",
        path: "/{table}/order",
        request: { body: jsonBodyOf(orderSchema) },
        responses: { 204: done("Ordre enregistré") },
      },
      async (c) => {
        const { ids } = await readJsonAs(c, orderSchema);
        await orderRows(c.get("deps"), guardedUser(c), tableOf$(c), ids);
        return c.body(null, 204);
      },
      { absent: "Cette table n'a pas d'ordre public", readsItsBody: true },
    ),
    // The whole team edits; a translator's edit is narrowed to its translations by the handler.
    tableRoute(
      level("staff"),
      operation("update"),
      {
        method: "patch",
        path: "/{table}/{id}",
        request: { body: rowValues },
        responses: { 200: oneRow("La ligne modifiée") },
      },
      async (c) => {
        const user = guardedUser(c);
        const body = await readJson(c);
        const row = await updateRow(c.get("deps"), user, tableOf$(c), c.req.param("id"), body);
        return c.json(staffRow(tableOf$(c), row), 200);
      },
      { readsItsBody: true },
    ),
    tableRoute(
      level("editor"),
      operation("remove"),
      { method: "delete", path: "/{table}/{id}", responses: { 204: done("Supprimée") } },
      async (c) => {
        await deleteRow(c.get("deps"), guardedUser(c), tableOf$(c), c.req.param("id"));
        return c.body(null, 204);
      },
    ),
  ] as const;
}
