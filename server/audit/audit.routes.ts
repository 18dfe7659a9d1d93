import type { Context } from "hono";
import {
  type AuditQuery,
  auditEntrySchema,
  auditQuerySchema,
  RESTRICTED_HISTORIES,
} from "#domain/audit";
import { roleMay } from "#domain/roles";
import { badRequest, forbidden } from "../http/errors";
import { pagedListRoute } from "../http/list-routes";
import { apiRouter, guardedUser } from "../http/openapi-route";
import type { AppEnv } from "../spine/context";
import { listAudit } from "./audit.server";

const AuditEntry = auditEntrySchema.meta({ id: "AuditEntry" });

/** The journal and a row's history: the same filters, the same entries answered. */
const entries = { tags: ["Journal"], query: auditQuerySchema, item: AuditEntry };

/**
 * Entries newest first, a page with its `Content-Range`, never kept by a cache. Rows about people
 * (a message's sender, a visitor's question) are named to administrators only.
 */
async function entriesPage(c: Context<AppEnv>, query: AuditQuery) {
  const people = guardedUser(c).role === "admin";
  const page = await listAudit(c.get("deps").database.db, query, { people });
  c.header("Cache-Control", "no-store");
  return { rows: page.entries, first: page.first, total: page.total };
}

/**
 * `GET /api/audit`: the journal, the log's entries newest first, filtered and paged; the
 * administrators'. No route changes or deletes an entry.
 */
export const listAuditEntries = pagedListRoute(
  "admin",
  {
    path: "/",
    operationId: "listAuditEntries",
    description:
      "Les entrées du journal, les plus récentes d'abord, une page de `limit` entrées (`before` : les entrées plus anciennes qu'une entrée, nommée par son identifiant ou par son `at`), avec `Content-Range` et le total des filtres. Aucune route ne les modifie ni ne les supprime.",
    ...entries,
  },
  { page: entriesPage },
);

/**
 * `GET /api/audit/row?table=…&row_id=…`: one row's 'Historique', for the whole team (a translator
 * reads the history of what it reads and translates). Both filters are required; the history of
 * the inbox and the visitors' questions is for those who read them, the accounts' stays the
 * administrators' (`RESTRICTED_HISTORIES`).
 */
export const listRowHistory = pagedListRoute(
  "staff",
  {
    path: "/row",
    operationId: "listRowHistory",
    description:
      "Les entrées du journal d'une ligne (table et row_id obligatoires), les plus récentes d'abord.",
    ...entries,
  },
  {
    page: async (c, query) => {
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
      return entriesPage(c, query);
    },
  },
);

export function auditRoutes() {
  return apiRouter([listRowHistory, listAuditEntries]);
}

/** The journal's API as its client sees it: each route's inputs and answers, from its declaration. */
export type AuditApi = ReturnType<typeof auditRoutes>;
