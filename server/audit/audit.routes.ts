import type { Context } from "hono";
import { z } from "zod";
import {
  type AuditQuery,
  auditEntrySchema,
  auditQuerySchema,
  RESTRICTED_HISTORIES,
} from "#domain/audit";
import { formatContentRange } from "#domain/list-query";
import { roleMay } from "#domain/roles";
import { badRequest, forbidden } from "../http/errors";
import { contentRangeHeader } from "../http/list-routes";
import { apiRouter, defineRoute, guardedUser } from "../http/openapi-route";
import { jsonOf, response } from "../http/openapi-schemas";
import type { AppEnv } from "../spine/context";
import { listAudit } from "./audit.server";

const AuditEntry = auditEntrySchema.meta({ id: "AuditEntry" });

/** The journal and a row's history: the same filters, the same entries answered. */
const entriesQuery = {
  tags: ["Journal"],
  request: { query: auditQuerySchema },
  responses: {
    200: {
      description: "OK",
      headers: contentRangeHeader,
      content: jsonOf(z.array(AuditEntry)),
    },
    400: response("BadRequest"),
  },
};

/**
 * Entries newest first, with `Content-Range` (from 0, as PostgREST), never kept by a cache. Rows
 * about people (a message's sender, a visitor's question) are named to administrators only.
 */
async function answerEntries(c: Context<AppEnv>, query: AuditQuery) {
  const people = guardedUser(c).role === "admin";
  const page = await listAudit(c.get("deps").database.db, query, { people });
  c.header("Cache-Control", "no-store");
  c.header("Content-Range", formatContentRange(page.first, page.entries.length, page.total));
  return c.json(page.entries, 200);
}

/**
 * `GET /api/audit`: the journal, the log's entries newest first, filtered and paged; the
 * administrators'. No route changes or deletes an entry.
 */
export const listAuditEntries = defineRoute(
  "admin",
  {
    method: "get",
    path: "/",
    operationId: "listAuditEntries",
    description:
      "Les entrées du journal, les plus récentes d'abord, une page de `limit` entrées (`before` : les entrées plus anciennes qu'une entrée, nommée par son identifiant ou par son `at`), avec `Content-Range` et le total des filtres. Aucune route ne les modifie ni ne les supprime.",
    ...entriesQuery,
  },
  (c) => answerEntries(c, c.req.valid("query")),
);

/**
 * `GET /api/audit/row?table=…&row_id=…`: one row's 'Historique', for the whole team (a translator
 * reads the history of what it reads and translates). Both filters are required; the history of
 * the inbox and the visitors' questions is for those who read them, the accounts' stays the
 * administrators' (`RESTRICTED_HISTORIES`).
 */
export const listRowHistory = defineRoute(
  "staff",
  {
    method: "get",
    path: "/row",
    operationId: "listRowHistory",
    description:
      "Les entrées du journal d'une ligne (table et row_id obligatoires), les plus récentes d'abord.",
    ...entriesQuery,
  },
  async (c) => {
    const query = c.req.valid("query");
    if (!query.table || !query.row_id) {
      throw badRequest("L'historique d'une ligne demande sa table et son identifiant", {
        ...(query.table ? {} : { table: "Table attendue" }),
        ...(query.row_id ? {} : { row_id: "Identifiant attendu" }),
      });
    }
    const restricted = RESTRICTED_HISTORIES[query.table];
    if (restricted && !roleMay(guardedUser(c).role, restricted.access)) {
      throw forbidden(restricted.refusal);
    }
    return answerEntries(c, query);
  },
);

export function auditRoutes() {
  return apiRouter([listRowHistory, listAuditEntries]);
}

/** The journal's API as its client sees it: each route's inputs and answers, from its declaration. */
export type AuditApi = ReturnType<typeof auditRoutes>;
