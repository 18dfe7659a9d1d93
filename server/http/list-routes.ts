import type { Context, TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";
import { type ZodObject, type ZodType, z } from "zod";
import { formatContentRange } from "#domain/list-query";
import type { Access } from "#domain/roles";
import type { AppEnv, AppServices, AuthUser } from "../spine/context";
import { notFound } from "./errors";
import { defineRoute, guardedUser } from "./openapi-route";
import { idParameter, jsonOf, response } from "./openapi-schemas";

/** The header of a page of a list, as PostgREST writes it. */
export const contentRangeHeader = {
  "Content-Range": {
    description:
      "Avec `limit` (ou un autre paramètre de liste) : les lignes de la page et le total, comptées depuis 0 (`0-24/3573`) ; `*/3573` quand la page est vide.",
    schema: { type: "string", pattern: "^(\\d+-\\d+|\\*)/\\d+$", example: "0-24/3573" },
  },
} as const;

/**
 * A JSON answer already written (a list kept serialized, or one sent as it is read), typed as the
 * body `T` its route declares: the text is that body, serialized where the rows were read.
 */
export const serializedJson = <T, S extends ContentfulStatusCode = 200>(
  c: Context,
  body: string | ReadableStream<Uint8Array>,
  status: S = 200 as S,
) =>
  c.body(body, status, { "Content-Type": "application/json" }) as unknown as Response &
    TypedResponse<JSONParsed<T>, S, "json">;

/** 304: the client's copy (its ETag) is still the answer, typed as a route declares it. */
export const notModified = (c: Context) =>
  // biome-ignore lint/complexity/noBannedTypes: @hono/zod-openapi's type of a declared answer without a body
  c.body(null, 304) as unknown as Response & TypedResponse<{}, 304, string>;

/** One page of a list: its rows, the rank of the first (from 0) and the total of the query. */
export interface ListPageAnswer<Row> {
  rows: Row[];
  first: number;
  total: number;
}

/** Whether a list's query asks for nothing (no page, no search, no filter). */
const asksNothing = (query: unknown) =>
  Object.values(query as Record<string, unknown>).every((value) => value === undefined);

/**
 * `GET {path}`, a list read a page at a time: its query (a page, a search, an order, filters) is
 * `query`; its answer a JSON array of `item` and the `Content-Range` of the page, which gives
 * the total (from 0, as PostgREST). With `whole`, a query that asks for nothing answers the whole
 * list without the header, as before pages existed. `page` reads a page and may refuse the
 * request (it runs after the guard and the query's check).
 */
export function pagedListRoute<const P extends string, Q extends ZodObject, Item extends ZodType>(
  access: Access,
  declaration: {
    path: P;
    operationId: string;
    tags: string[];
    description: string;
    query: Q;
    item: Item;
    /** The 200's description ('OK' unless told). */
    answered?: string;
  },
  read: {
    page: (c: Context<AppEnv>, query: z.output<Q>) => Promise<ListPageAnswer<z.input<Item>>>;
    whole?: (c: Context<AppEnv>) => Promise<z.input<Item>[]>;
    /** What runs before either read (a retention's purge, kept whenever the list is read). */
    first?: (deps: AppServices) => Promise<unknown>;
  },
) {
  const { path, operationId, tags, description, query, item, answered = "OK" } = declaration;
  return defineRoute(
    access,
    {
      method: "get",
      path,
      operationId,
      tags,
      description,
      request: { query },
      responses: {
        200: { description: answered, headers: contentRangeHeader, content: jsonOf(z.array(item)) },
        400: response("BadRequest"),
      },
    },
    // The route's types are generic here, so its handler is typed by `read` (its rows are
    // `Item`s) rather than by the declaration, which callers still see whole.
    (async (c: Context<AppEnv>) => {
      await read.first?.(c.get("deps"));
      const asked = c.req.valid("query" as never) as z.output<Q>;
      if (read.whole && asksNothing(asked)) return c.json(await read.whole(c), 200);
      const { rows, first, total } = await read.page(c, asked);
      c.header("Content-Range", formatContentRange(first, rows.length, total));
      return c.json(rows, 200);
    }) as never,
  );
}

/**
 * `DELETE {path}` (a path ending in `{id}`): an editor or an administrator removes one row by its
 * id. `remove` deletes it (audited) and says whether there was one: 204 when done, else a 404
 * saying `missing` (an id of another form included).
 */
export function deleteByIdRoute<const P extends `/${string}{id}`>(
  declaration: {
    path: P;
    operationId: string;
    tags: string[];
    /** The 204's description ('Supprimé', 'Supprimée'). */
    deleted: string;
    /** The 404's message ('Message introuvable'). */
    missing: string;
  },
  remove: (deps: AppServices, actor: AuthUser, id: string) => Promise<boolean>,
) {
  const { path, operationId, tags, deleted, missing } = declaration;
  return defineRoute(
    "editor",
    {
      method: "delete",
      path,
      operationId,
      tags,
      parameters: [idParameter],
      responses: {
        204: { description: deleted },
        404: response("NotFound"),
      },
    },
    async (c) => {
      // The path ends in `{id}`: the router never calls this route without it.
      const id = c.req.param("id") ?? "";
      if (!(await remove(c.get("deps"), guardedUser(c), id))) {
        throw notFound(missing);
      }
      return c.body(null, 204);
    },
  );
}
