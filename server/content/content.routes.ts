import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { Hono } from "hono";
import {
  type EntityDef,
  type EntityName,
  entities,
  entitySchema,
  isEntityName,
} from "#domain/entities";
import { fieldErrors } from "#domain/fields";
import { recordAudit } from "../audit/audit.server";
import { requireAdmin } from "../auth/access.server";
import { contentTables } from "../db/schema";
import type { AppEnv, Deps } from "../http/context";
import { found, notFound, validationFailed } from "../http/errors";
import { readJson } from "../http/json";
import { afterContentWrite } from "./hooks.server";
import { listRows } from "./rows.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type AnyRow = Record<string, unknown> & { id: string };

function tableOf(name: string) {
  if (!isEntityName(name)) throw notFound("Table inconnue");
  // biome-ignore lint/suspicious/noExplicitAny: one generic path for five tables of the same shape
  const table = contentTables[name] as PgTable & Record<string, any>;
  return { name, table };
}

function validate(name: EntityName, input: unknown) {
  const parsed = entitySchema(entities[name] as EntityDef).safeParse(input);
  if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
  return parsed.data as Record<string, unknown>;
}

async function findRow(deps: Deps, name: EntityName, id: string): Promise<AnyRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const { table } = tableOf(name);
  const [row] = await deps.database.db.select().from(table).where(eq(table.id, id)).limit(1);
  return row as AnyRow | undefined;
}

/** Generic content API: the same four calls for each declared entity. */
export function contentRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const lists = new ListCache(deps);

  app.get("/:table", async (c) => {
    const { name } = tableOf(c.req.param("table"));
    const { body, etag } = await lists.get(name);
    c.header("ETag", etag);
    c.header("Cache-Control", "no-cache");
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    return c.body(body, 200, { "Content-Type": "application/json" });
  });

  app.post("/:table", async (c) => {
    const { name, table } = tableOf(c.req.param("table"));
    const user = await requireAdmin(c);
    const values = validate(name, await readJson(c));
    const deps = c.get("deps");
    const row = await deps.database.db.transaction(async (tx) => {
      const [created] = await tx.insert(table).values(values).returning();
      const after = created as AnyRow;
      await recordAudit(tx, { actor: user, action: "create", table: name, rowId: after.id, after });
      return after;
    });
    afterContentWrite(deps, name, undefined, row as AnyRow);
    return c.json(row, 201);
  });

  app.patch("/:table/:id", async (c) => {
    const { name, table } = tableOf(c.req.param("table"));
    const user = await requireAdmin(c);
    const deps = c.get("deps");
    const body = await readJson(c);
    const existing = found(await findRow(deps, name, c.req.param("id")));
    // A partial update is checked as the whole row it makes, so the API refuses what the admin
    // form refuses; id and timestamps stay the server's.
    const { id, created_at, updated_at, ...current } = existing;
    const patch =
      typeof body === "object" && body !== null && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : {};
    const values = validate(name, { ...current, ...stripServerFields(patch) });
    const row = await deps.database.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(table)
        .set({ ...values, updated_at: new Date() })
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
    });
    afterContentWrite(deps, name, existing, row);
    return c.json(row);
  });

  app.delete("/:table/:id", async (c) => {
    const { name, table } = tableOf(c.req.param("table"));
    const user = await requireAdmin(c);
    const deps = c.get("deps");
    const id = c.req.param("id");
    if (!UUID.test(id)) throw notFound();
    const row = await deps.database.db.transaction(async (tx) => {
      const [deleted] = await tx.delete(table).where(eq(table.id, id)).returning();
      const before = found(deleted as AnyRow | undefined);
      await recordAudit(tx, { actor: user, action: "delete", table: name, rowId: id, before });
      return before;
    });
    afterContentWrite(deps, name, row, undefined);
    return c.body(null, 204);
  });

  return app;
}

function stripServerFields(patch: Record<string, unknown>) {
  const { id, created_at, updated_at, ...rest } = patch;
  return rest;
}

/**
 * The serialised list of each table, kept until a write (like the page cache): a list
 * is read far more often than written, and serialising 50 rows on every request was most of its
 * cost (bench: 191 req/s). Dropped on every content write, of this process or (relayed over
 * PostgreSQL) of another one, and after 10 minutes at most whatever happens.
 */
class ListCache {
  static readonly MAX_AGE_MS = 10 * 60 * 1000;
  #entries = new Map<EntityName, { body: string; etag: string; at: number }>();
  #version = 0;

  constructor(private readonly deps: Deps) {
    deps.changes.subscribe(() => {
      this.#version++;
      this.#entries.clear();
    });
  }

  async get(name: EntityName) {
    const cached = this.#entries.get(name);
    if (cached && Date.now() - cached.at < ListCache.MAX_AGE_MS) return cached;
    const version = this.#version;
    const body = JSON.stringify(await listRows(this.deps, name));
    const entry = {
      body,
      etag: `W/"${createHash("sha1").update(body).digest("base64url")}"`,
      at: Date.now(),
    };
    // A write that landed while this list was read makes it stale: serve it, do not keep it.
    if (version === this.#version) this.#entries.set(name, entry);
    return entry;
  }
}
