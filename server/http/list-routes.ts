import type { Context, TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";
import { formatContentRange } from "#domain/list-query";
import type { AppEnv, AppServices, AuthUser } from "../spine/context";
import { notFound } from "./errors";
import { defineRoute, guardedUser } from "./openapi-route";
import { idParameter, response } from "./openapi-schemas";

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

/**
 * A list's answer (`GET` of the inbox, of the unanswered questions): the whole list when the
 * query asks for nothing, as before pages existed; else one page and its `Content-Range`.
 */
export async function wholeOrPage<Query extends Record<string, unknown>, Row>(
  c: Context<AppEnv>,
  query: Query,
  whole: () => Promise<Row[]>,
  page: (query: Query) => Promise<ListPageAnswer<Row>>,
) {
  if (Object.values(query).every((value) => value === undefined)) {
    return c.json(await whole(), 200);
  }
  const { rows, first, total } = await page(query);
  c.header("Content-Range", formatContentRange(first, rows.length, total));
  return c.json(rows, 200);
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
