import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { type ParserOptions, PGlite, types } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import type { Logger } from "../spine/logger.server";
import { DatabaseAvailability } from "./availability.server";
import { guardQueries } from "./guarded-queries.server";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** PostgreSQL's LISTEN/NOTIFY, on a server shared by several processes. */
export interface Notifications {
  /**
   * Calls `onMessage` for each payload sent on `channel` by any session, and `onListening` each
   * time the listening connection is (re)established: a notification sent while it was down is
   * lost, so a listener that keeps a cache drops it then.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onListening: () => void,
  ): Promise<{ stop(): Promise<void> }>;
  notify(channel: string, payload: string): Promise<void>;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Set on PostgreSQL only: an embedded database has one process, nobody to tell. */
  notifications?: Notifications;
  /**
   * Set on the embedded database only: its notifications reach this process (its only one) when
   * the sending transaction commits, before the write that sent them resolves, so a cache dropped
   * on them is never read stale. PostgreSQL's reach the other processes later than that.
   */
  ownNotifications?: Pick<Notifications, "listen">;
  /** Cheap round trip, for /api/health; on PostgreSQL it fails at once while the server is down. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Migrations are resolved from the working directory (not import.meta.url). */
export const migrationsFolder = () =>
  process.env.MIGRATIONS_DIR ?? path.resolve(process.cwd(), "drizzle");

/**
 * PGlite's memory: the defaults size PostgreSQL for a server; a small site needs far
 * less. These keep the embedded database's resident memory low without slowing small queries.
 */
export const PGLITE_CONF = [
  "shared_buffers=16MB",
  "work_mem=2MB",
  "maintenance_work_mem=16MB",
  "temp_buffers=2MB",
  "wal_buffers=1MB",
];

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }) {
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    postgresqlconf: PGLITE_CONF,
  });
  await client.waitReady;
  // After waitReady: the array types' parsers are set then, and two of Drizzle's are arrays.
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  return client;
}

/**
 * The type parsers Drizzle gives PGlite with each of its queries: dates, times, intervals, numeric
 * and date arrays kept as PostgreSQL writes them (Drizzle's column types read that text). The
 * clients of openPglite hold them, so Drizzle's queries leave them out (withInstanceParsers).
 */
const DRIZZLE_PARSERS: ParserOptions = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, (text: string) => text]),
);

type Queries = Pick<PGlite, "query">;

/**
 * PGlite merges the parsers a query brings into its own 337 (one per type and array type) for
 * every query: 0.15–0.2 ms a statement, a tenth of a write through the API. The client Drizzle is
 * given sends its queries without them; the instance already holds the same (DRIZZLE_PARSERS).
 */
export function withInstanceParsers<T extends Queries>(client: T): T {
  // Made once per client, not at each access: Drizzle reads `query` for every statement.
  const query: PGlite["query"] = (sql, params, options) =>
    client.query(sql, params, options?.parsers ? { ...options, parsers: undefined } : options);
  const transaction: PGlite["transaction"] = (callback) =>
    (client as unknown as PGlite).transaction((tx) => callback(withInstanceParsers(tx)));
  return new Proxy(client, {
    get(target, key) {
      if (key === "query") return query;
      if (key === "transaction") return transaction;
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * A PostgreSQL server that goes away must not hold requests: a connection is given
 * 1.5 s to open (a server busy finishing its recovery took over 1 s), a statement 15 s to run, a
 * transaction 60 s idle; a lost connection is retried within a quarter of a second (postgres.js's
 * own delay grows to 20 s, shared by the pool and LISTEN, so a request or the relay could wait
 * that long after the server was back). A request thus waits 1.75 s at most for a connection.
 * (Given 3 s, a request making two queries waited 6 s, while a connection that had not opened
 * within 1.5 s did not open within 3 s either.)
 */
const POSTGRES_TIMEOUTS = {
  connect_timeout: 1.5,
  backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.25),
  connection: { statement_timeout: 15_000, idle_in_transaction_session_timeout: 60_000 },
} as const;

/** How long the availability's connections (its checks and probes) may take to open, in seconds. */
const PROBE_CONNECT_TIMEOUT_S = 10;

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  migrate?: boolean;
  /** Where a PostgreSQL outage and the recovery are told, once each. */
  logger?: Logger;
}): Promise<Database> {
  const runMigrations = options.migrate ?? true;
  const { databaseUrl } = options;
  if (databaseUrl) {
    const sql = postgres(databaseUrl, {
      max: 10,
      onnotice: () => {},
      ...POSTGRES_TIMEOUTS,
    });
    const db = drizzlePostgres(sql, { schema }) as unknown as Db;
    // The database is checked on a connection of its own: a check queued behind the pool's
    // waiting queries would wait for postgres.js to fail them one connection attempt at a time.
    // A round trip given up leaves its client for a new one: a connection attempt left hanging
    // (seen just after a restart, on a busy machine) would otherwise hold every later check
    // behind it. Its connection may take as long to open as a probe while down may last: the
    // first connection to a server just back can take seconds on a busy machine, and cut short
    // at 1.5 s again and again it never opened (the check's own bound still answers within 2 s).
    const openClient = () =>
      postgres(databaseUrl, {
        max: 1,
        onnotice: () => {},
        ...POSTGRES_TIMEOUTS,
        connect_timeout: PROBE_CONNECT_TIMEOUT_S,
        // `select 1` reads no array: no query of the types on each connection, whose failure
        // (a connection reset just after it opened) postgres.js leaves as an unhandled rejection.
        fetch_types: false,
      });
    /** `select 1` on `client`, which is ended at once should the round trip be given up. */
    const roundTrip = async (client: postgres.Sql, given: AbortSignal, leave: () => void) => {
      given.addEventListener("abort", leave, { once: true });
      try {
        await client`select 1`;
      } finally {
        given.removeEventListener("abort", leave);
      }
    };
    let kept = openClient();
    const availability = new DatabaseAvailability(
      {
        check: (given) => {
          const client = kept;
          return roundTrip(client, given, () => {
            if (kept === client) kept = openClient();
            void client.end({ timeout: 0 });
          });
        },
        // While down, each probe on a client of its own: probes overlap. The first to answer
        // hands its open connection to the checks (the kept one was lost with the server), so
        // the next check does not wait on a connection to open. The client it replaces is ended
        // once a round trip still on it is answered.
        probe: async (given) => {
          const client = openClient();
          const leave = () => void client.end({ timeout: 0 });
          try {
            await roundTrip(client, given, leave);
          } catch (error) {
            leave();
            throw error;
          }
          const lost = kept;
          kept = client;
          void lost.end({ timeout: PROBE_CONNECT_TIMEOUT_S });
        },
      },
      options.logger,
    );
    guardQueries(db, availability);
    if (runMigrations) await migrateOnce(databaseUrl);
    return {
      db,
      kind: "postgres",
      notifications: {
        // postgres.js keeps LISTEN on a connection of its own and listens again after a reconnect.
        listen: async (channel, onMessage, onListening) => {
          const { unlisten } = await sql.listen(channel, onMessage, onListening);
          return { stop: unlisten };
        },
        notify: async (channel, payload) => {
          await sql.notify(channel, payload);
        },
      },
      ping: () => availability.ping(),
      close: async () => {
        availability.stop();
        await Promise.all([sql.end({ timeout: 5 }), kept.end({ timeout: 1 })]);
      },
    };
  }
  const dataDir = path.join(options.dataDir, "pglite");
  if (!existsSync(dataDir)) await createPgliteDataDir(dataDir);
  const client = await openPglite({ dataDir });
  return wrapPglite(client, runMigrations);
}

/**
 * Several processes may start at once on one PostgreSQL (a deployment of two): migrations run
 * under a session-level advisory lock, so one applies them and the others, waiting, find nothing
 * left to do. One connection, so the lock and the migrations share the session.
 */
async function migrateOnce(databaseUrl: string) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres(sql), { migrationsFolder: migrationsFolder() });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Any fixed 64-bit number the application uses for nothing else. */
const MIGRATION_LOCK = 7_160_301_452;

/**
 * Creates a new PGlite data directory (PostgreSQL's initdb) in a short-lived child process:
 * initdb's memory (hundreds of MiB of WebAssembly heap) ends with that process instead of
 * staying in the server's resident memory, so a first start idles like a restart.
 */
async function createPgliteDataDir(dataDir: string): Promise<void> {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const code = `const { PGlite } = await import(process.env.PGLITE_MODULE);
const client = new PGlite({ dataDir: process.env.PGLITE_DATA_DIR, postgresqlconf: JSON.parse(process.env.PGLITE_CONF) });
await client.waitReady;
await client.close();`;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "--eval", code], {
      env: {
        ...process.env,
        PGLITE_MODULE: import.meta.resolve("@electric-sql/pglite"),
        PGLITE_DATA_DIR: dataDir,
        PGLITE_CONF: JSON.stringify(PGLITE_CONF),
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`creating the PGlite data directory failed (${code})`)),
    );
  });
}

export async function wrapPglite(client: PGlite, runMigrations = true): Promise<Database> {
  const db = drizzlePglite(withInstanceParsers(client), { schema }) as unknown as Db;
  if (runMigrations) {
    await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  }
  return {
    db,
    kind: "pglite",
    ownNotifications: {
      listen: async (channel, onMessage, onListening) => {
        const stop = await client.listen(channel, onMessage);
        onListening();
        return { stop };
      },
    },
    ping: async () => {
      if (client.closed) throw new Error("database closed");
      await client.query("select 1");
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

declare module "../spine/context" {
  interface AppServices {
    database: Database;
  }
}
