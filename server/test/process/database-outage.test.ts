import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "#testing/built-server";
import { isDatabaseUnavailable } from "../../db/availability.server";
import { openDatabase } from "../../db/client.server";
import { ensureBuilt, type ServerProcess, startServer, tempDataDir } from "../support/process";
import {
  contactMessage,
  countEvents,
  logLines,
  NEVER_KEPT,
  PUBLIC_HOST,
  request,
  type Sample,
  startLoad,
} from "./outage-samples";
import { havePostgresBinaries, PG_BINARIES, ThrowawayCluster, until } from "./throwaway-cluster";

/**
 * Two built servers on a PostgreSQL cluster of this file's own (initdb into a temporary
 * directory, on a free port: the machine's shared cluster is never stopped), under steady contact
 * messages and page reads while that cluster restarts, then stops and stays down 8 s. What the
 * operator and the visitors must see: no acknowledged message lost; while the database is down,
 * quick 503s (the API's error with Retry-After, the public 503 page), kept pages still answered
 * from the page cache, /api/health at 503, one error line for the outage rather than one per
 * request; once it is back, normal answers within 5 s without a restart, and cross-process
 * freshness again (LISTEN re-subscribed). Runs where PostgreSQL 15's binaries are installed
 * (CI installs them); elsewhere it is skipped, saying so.
 */

const ADMIN = { email: "ops@example.com", password: "a-Strong-passw0rd!" };
/**
 * This process's own connections: one each, and no query of the types when one opens (a
 * connection reset then, as the cluster stops, is an unhandled rejection in postgres.js).
 */
const DIRECT = { max: 1, onnotice: () => {}, fetch_types: false } as const;
/** How long an answer may take while the database is down. */
const ANSWER_BOUND_MS = 2_000;
/** How long any answer may take, from the restart to the recovery: none hangs. */
const HANG_BOUND_MS = 5_000;
/** How soon after PostgreSQL accepts connections again the servers must answer normally. */
const RECOVERY_BOUND_MS = 5_000;

describe.skipIf(!havePostgresBinaries)(
  `a database that restarts, then stays down 8 s (runs where PostgreSQL 15's binaries are in ${PG_BINARIES})`,
  () => {
    const dirs: string[] = [];
    let cluster: ThrowawayCluster;
    let servers: ServerProcess[] = [];
    let databaseUrl: string;
    let adminHeaders: Record<string, string>;

    beforeAll(async () => {
      ensureBuilt();
      cluster = await ThrowawayCluster.create();
      dirs.push(cluster.dir);
      await cluster.start();
      const admin = postgres(cluster.url(), DIRECT);
      await admin.unsafe("create database ada_outage");
      await admin.end();
      databaseUrl = cluster.url("ada_outage");
      servers = await Promise.all(
        [0, 1].map(async () => {
          const dataDir = await tempDataDir();
          dirs.push(dataDir);
          return startServer({
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl,
            PUBLIC_URL: `http://${PUBLIC_HOST}`,
            ADMIN_EMAIL: ADMIN.email,
            ADMIN_PASSWORD: ADMIN.password,
            // The load sends hundreds of messages from one address: the limit is still counted
            // in PostgreSQL on every message, never reached.
            CONTACT_RATE_LIMIT: "1000000",
          });
        }),
      );
      adminHeaders = await signIn(servers[0]!.url, ADMIN);
    }, 300_000);

    afterAll(async () => {
      for (const server of servers) await server.stop();
      if (await cluster?.isRunning()) await cluster.stop("immediate");
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });

    /** Both processes keep /services (a kept page carries a weak ETag). */
    const keepServices = () =>
      until("both processes keep /services", async () => {
        const kept = await Promise.all(
          servers.map(async (server) => (await request(`${server.url}/services`)).headers.etag),
        );
        return kept.every((etag) => etag?.startsWith("W/"));
      });

    /** What kept the last call of `answersNormally` from holding (read when recovery is late). */
    const notYet: string[] = [];
    /**
     * Both processes answer a message, a page and their health normally again, asked all at once
     * (a client's view: the time of this check is one request's, not six in a row on a busy
     * machine).
     */
    const answersNormally = async () => {
      const asked = servers.flatMap((server, index) => {
        if (server.child.exitCode !== null || server.child.signalCode !== null) {
          throw new Error(`a server process ended: ${server.stderr()}`);
        }
        const checks = [
          [
            "contact",
            201,
            () => request(`${server.url}/api/contact`, { body: contactMessage("probe") }),
          ],
          ["page", 200, () => request(`${server.url}/cases`, { headers: NEVER_KEPT })],
          ["health", 200, () => request(`${server.url}/api/health`)],
        ] as const;
        return checks.map(async ([what, expected, send]) => {
          const start = Date.now();
          const { status } = await send();
          if (status === expected) return true;
          notYet.push(`${start}: server ${index} ${what} ${status} in ${Date.now() - start} ms`);
          return false;
        });
      });
      return (await Promise.all(asked)).every(Boolean);
    };

    it("answers quick 503s while PostgreSQL is down, keeps kept pages, loses no acknowledged message and recovers within 5 s", async () => {
      await keepServices();
      const { samples, acknowledged, stop } = await startLoad(servers, adminHeaders);
      await until("twenty messages acknowledged", async () => acknowledged.length >= 20);

      // A restart (fast shutdown, start again at once): the servers come back by themselves.
      const restartedAt = Date.now();
      await cluster.stop("fast");
      await cluster.start();
      const restartEnd = Date.now();
      await until("both processes answer normally after the restart", answersNormally);
      // The relay re-listens after the restart and then drops every kept page: wait for that,
      // then have both processes keep /services again before the outage.
      await until("both relays listen again after the restart", async () =>
        servers.every((server) => countEvents(server, "content.relay_reconnected") >= 1),
      );
      await keepServices();

      // The outage: the server goes away (immediate stop) and stays down 8 s.
      const stoppedAt = Date.now();
      await cluster.stop("immediate");
      const downFrom = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      const downUntil = Date.now();
      await cluster.start();
      // Back once it accepts a connection: on a busy machine PostgreSQL may take a while after
      // pg_ctl returns, which is not the servers' time to recover.
      const backAt = await until("PostgreSQL accepts connections again", async () => {
        const direct = postgres(databaseUrl, DIRECT);
        try {
          await direct`select 1`;
          return true;
        } catch {
          return false;
        } finally {
          await direct.end({ timeout: 1 });
        }
      });
      notYet.length = 0;
      const recoveredAt = await until(
        "both processes answer normally after the outage",
        answersNormally,
      );
      const lateAnswers = notYet.map((line) => {
        const [at, rest] = line.split(": ");
        return `+${Number(at) - backAt} ms: ${rest}`;
      });
      // Cross-process freshness is back too: each relay listens again (its second reconnection).
      await until("both relays listen again after the outage", async () =>
        servers.every((server) => countEvents(server, "content.relay_reconnected") >= 2),
      );
      const relaysBackAt = Math.max(
        ...servers.map((server) => {
          const lines = logLines(server).filter((l) => l.event === "content.relay_reconnected");
          return Date.parse(String(lines.at(-1)?.time));
        }),
      );
      const messagesAfter = acknowledged.length;
      await until(
        "messages acknowledged after the outage",
        async () => acknowledged.length >= messagesAfter + 10,
      );
      await stop();

      const during = samples.filter((s) => s.start >= downFrom && s.end <= downUntil);
      const ofKind = (kind: Sample["kind"]) => during.filter((s) => s.kind === kind);
      const kinds = [
        "contact",
        "form",
        "page",
        "kept page",
        "health",
        "inbox",
        "admin",
        "row",
      ] as const;
      // How long the outage held each request in flight when PostgreSQL went away or asked while
      // it was down: from the stop (or the request, if later) to the answer.
      const outage = samples.filter((s) => s.end >= stoppedAt && s.start <= downUntil);
      const heldMs = (s: Sample) => s.end - Math.max(s.start, stoppedAt);
      const slowestInOutage = Math.max(...outage.map(heldMs));
      const troubled = samples.filter((s) => s.end >= restartedAt && s.start <= recoveredAt);
      const slowest = Math.max(...troubled.map((s) => s.end - s.start));
      const slowestSample = troubled.find((s) => s.end - s.start === slowest);
      const askedWhileDown = samples.filter((s) => s.start >= downFrom && s.start <= downUntil);
      const slowestWhileDown = Math.max(...askedWhileDown.map((s) => s.end - s.start));
      // Each process's view of the database around its return, in ms from when it accepted
      // connections again: what to read when the recovery came late.
      const seenFromBack = servers.map((server) =>
        logLines(server)
          .filter((line) => String(line.event).startsWith("db."))
          .map((line) => ({
            event: line.event,
            at: Date.parse(String(line.time)) - backAt,
            code: (line.reason as { code?: unknown } | undefined)?.code,
          })),
      );
      // The figures, for the record (and to read when an assertion below fails).
      process.stdout.write(
        `${JSON.stringify({
          restart_ms: restartEnd - restartedAt,
          down_ms: downUntil - stoppedAt,
          slowest_answer_ms: slowest,
          slowest_answer: slowestSample && {
            ...slowestSample,
            start: slowestSample.start - restartedAt,
            down_from: downFrom - restartedAt,
            back_at: backAt - restartedAt,
          },
          recovered_after_ms: recoveredAt - backAt,
          relays_listening_after_ms: relaysBackAt - backAt,
          slowest_asked_while_down_ms: slowestWhileDown,
          slowest_in_outage_ms: slowestInOutage,
          // The servers' own time for their slowest 503 (their request lines).
          server_slowest_503_ms: Math.max(
            ...servers.flatMap((server) =>
              logLines(server)
                .filter((line) => line.event === "request" && line.status === 503)
                .map((line) => Number(line.duration_ms)),
            ),
          ),
          slowest_in_outage: outage
            .filter((s) => heldMs(s) === slowestInOutage)
            .map((s) => ({ ...s, start: s.start - stoppedAt, end: s.end - stoppedAt }))[0],
          slowest_during_outage_ms: Object.fromEntries(
            kinds.map((kind) => [kind, Math.max(...ofKind(kind).map((s) => s.end - s.start))]),
          ),
          statuses_during_outage: Object.fromEntries(
            kinds.map((kind) => [kind, [...new Set(ofKind(kind).map((s) => s.status))]]),
          ),
          statuses_from_restart_to_recovery: [...new Set(troubled.map((s) => s.status))],
          acknowledged: acknowledged.length,
          seen_from_back: seenFromBack,
          not_yet_normal: lateAnswers,
        })}\n`,
      );

      // While the database was down, every kind of request was answered, and as promised.
      for (const kind of kinds) {
        expect(ofKind(kind).length, `${kind} answers during the outage`).toBeGreaterThan(0);
      }
      for (const s of [...ofKind("contact"), ...ofKind("inbox"), ...ofKind("row")]) {
        expect({ kind: s.kind, status: s.status, code: s.code }).toEqual({
          kind: s.kind,
          status: 503,
          code: "database_unavailable",
        });
        expect(Number(s.retryAfter)).toBeGreaterThan(0);
      }
      for (const s of [...ofKind("page"), ...ofKind("form"), ...ofKind("admin")]) {
        expect(s.status).toBe(503);
        expect(s.contentType).toMatch(/^text\/html/);
      }
      for (const s of ofKind("form")) expect(Number(s.retryAfter)).toBeGreaterThan(0);
      for (const s of ofKind("kept page")) expect(s.status).toBe(200);
      for (const s of ofKind("health")) expect(s.status).toBe(503);

      expect(slowestWhileDown).toBeLessThan(ANSWER_BOUND_MS);
      expect(slowestInOutage).toBeLessThan(ANSWER_BOUND_MS);

      // From the restart to the recovery: always an answer, never a 500, never a hung request.
      const failedHard = troubled.filter(
        (s) => s.status === 0 || (s.status >= 500 && s.status !== 503),
      );
      // What the process logged while answering them (read when this fails).
      const loggedFor = (s: Sample) =>
        logLines(servers[s.server]!).filter((line) => {
          const at = Date.parse(String(line.time));
          return line.level !== "info" && at >= s.start - 50 && at <= s.end + 50;
        });
      // And the end of each process's error output: a page's loader error is printed there.
      const printed = servers.map((server) => server.stderr().slice(-3000));
      expect(failedHard, JSON.stringify({ logged: failedHard.map(loggedFor), printed })).toEqual(
        [],
      );
      expect(slowest).toBeLessThan(HANG_BOUND_MS);
      const seen = JSON.stringify({ seenFromBack, lateAnswers });
      expect(recoveredAt - backAt, `normal answers after the return; ${seen}`).toBeLessThan(
        RECOVERY_BOUND_MS,
      );
      expect(relaysBackAt - backAt, `relays listening after the return; ${seen}`).toBeLessThan(
        RECOVERY_BOUND_MS,
      );

      // No acknowledged message was lost, by either way of sending one.
      expect(samples.some((s) => s.kind === "form" && s.status === 200)).toBe(true);
      const check = postgres(databaseUrl, DIRECT);
      try {
        const rows = await check<{ message: string }[]>`select message from contact_messages`;
        const stored = new Set(rows.map((row) => row.message));
        expect(acknowledged.filter((marker) => !stored.has(`Bonjour ${marker}`))).toEqual([]);
      } finally {
        await check.end();
      }

      // An error line when the database is found down, not one per request, and a line when it
      // is back: each outage (the restart, then the 8 s) is one `db.unavailable` then one
      // `db.recovered`, however close the two outages come.
      for (const server of servers) {
        const lines = logLines(server);
        const errors = lines.filter((line) => line.level === "error");
        expect(errors.filter((line) => line.event !== "db.unavailable")).toEqual([]);
        expect(errors.length).toBeGreaterThanOrEqual(1);
        const outages = lines
          .map((line) => line.event)
          .filter((event) => event === "db.unavailable" || event === "db.recovered");
        expect(outages).toEqual(errors.flatMap(() => ["db.unavailable", "db.recovered"]));
      }
    }, 300_000);

    it("after the outage, a write on one process drops the other's kept page again", async () => {
      const [first, second] = servers as [ServerProcess, ServerProcess];
      await until("the second process keeps /demos", async () =>
        Boolean((await request(`${second.url}/demos`)).headers.etag?.startsWith("W/")),
      );
      const title = `Démo après la panne ${randomUUID()}`;
      const created = await fetch(`${first.url}/api/demos`, {
        method: "POST",
        headers: { ...adminHeaders, "content-type": "application/json" },
        body: JSON.stringify({ title, type: "lien", media_url: "https://example.com/demo" }),
      });
      expect(created.status).toBe(201);
      await until(
        "the second process's /demos shows the demo written on the first",
        async () => (await request(`${second.url}/demos`)).body.includes(title),
        RECOVERY_BOUND_MS,
      );
    });

    it("fails every query waiting for a connection within 2 s when PostgreSQL goes away", async () => {
      const database = await openDatabase({ databaseUrl, dataDir: "", migrate: false });
      const direct = postgres(databaseUrl, DIRECT);
      try {
        // Every connection of the pool busy, and a burst of queries waiting for one: postgres.js
        // fails a waiting query per connection attempt, a quarter of a second apart at most.
        const busy = Array.from({ length: 10 }, () =>
          database.db.execute(sql`select pg_sleep(10)`).catch(() => {}),
        );
        await until("the pool's ten connections are busy", async () => {
          const [row] = await direct<{ n: number }[]>`
            select count(*)::int as n from pg_stat_activity where query like 'select pg_sleep%'`;
          return row!.n >= 10;
        });
        await direct.end();
        const stoppedAt = Date.now();
        const waiting = Array.from({ length: 300 }, () =>
          database.db.execute(sql`select 1`).then(
            () => ({ ms: Date.now() - stoppedAt, unavailable: false }),
            (error) => ({ ms: Date.now() - stoppedAt, unavailable: isDatabaseUnavailable(error) }),
          ),
        );
        await cluster.stop("immediate");
        const answered = await Promise.all(waiting);
        const slowest = Math.max(...answered.map((a) => a.ms));
        process.stdout.write(`${JSON.stringify({ waiting_queries: 300, slowest_ms: slowest })}\n`);
        expect(answered.filter((a) => !a.unavailable)).toEqual([]);
        expect(slowest).toBeLessThan(ANSWER_BOUND_MS);
        await Promise.all(busy);
      } finally {
        await cluster.start();
        await database.close();
      }
    });
  },
);
