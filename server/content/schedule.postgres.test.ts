import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { getRequestListener } from "@hono/node-server";
import { and, eq } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createAccount } from "../auth/accounts.server";
import { issueSession } from "../auth/sessions.server";
import { type Database, openDatabase } from "../db/client.server";
import { auditLog } from "../db/schema";
import { createDeps } from "../deps.server";
import { parseConfig } from "../spine/config.server";
import type { AppServices } from "../spine/context";
import { createLogger } from "../spine/logger.server";
import { eventually } from "../test/support/eventually";
import { dropScratchDatabase } from "../test/support/harness";
import { relayContentChanges } from "./changes.server";
import { runSchedule, startScheduler } from "./schedule.server";

/**
 * Two app instances on one PostgreSQL database, each with its own connections, its own caches
 * and its own change relay (LISTEN/NOTIFY), as two processes of a deployment are, on a clock the
 * test sets: when a scheduled time comes and both pass at once, exactly one of them publishes
 * each row (one audit entry), and both serve it to visitors afterwards. Runs where
 * TEST_DATABASE_URL names a PostgreSQL server (CI); an embedded database has one process only.
 */

const pgUrl = process.env.TEST_DATABASE_URL;

interface Instance {
  url: string;
  deps: AppServices;
  close(): Promise<void>;
}

let now = new Date("2026-11-26T20:00:00.000Z");
const dbName = `ada_schedule_${randomUUID().replaceAll("-", "")}`;
const instances: Instance[] = [];
let editor: Record<string, string>;

async function startInstance(databaseUrl: string): Promise<Instance> {
  const config = parseConfig({
    NODE_ENV: "test",
    DATA_DIR: os.tmpdir(),
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: "http://localhost:3000",
    JWT_SECRET: "test-secret-that-is-long-enough-0123456789",
    LOG_LEVEL: "silent",
  });
  const logger = createLogger("silent");
  const database: Database = await openDatabase({ databaseUrl, dataDir: os.tmpdir(), logger });
  const deps = createDeps(config, database, logger);
  deps.clock = { now: () => now };
  const relay = await relayContentChanges(deps.changes, database, logger);
  const server: Server = createServer(getRequestListener(createApp(deps).fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deps,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await relay.stop();
      await database.close();
    },
  };
}

const publicIds = async (instance: Instance) =>
  ((await (await fetch(`${instance.url}/api/research`)).json()) as { id: string }[]).map(
    (row) => row.id,
  );

describe.runIf(pgUrl)("scheduled publication on two processes of one PostgreSQL", () => {
  beforeAll(async () => {
    const admin = postgres(pgUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${dbName}`);
    await admin.end();
    const databaseUrl = new URL(pgUrl!);
    databaseUrl.pathname = `/${dbName}`;
    // Both start at once on the empty database: one migrates, the other finds it done.
    instances.push(
      ...(await Promise.all([
        startInstance(databaseUrl.toString()),
        startInstance(databaseUrl.toString()),
      ])),
    );
    const first = instances[0] as Instance;
    const email = `editor-${randomUUID()}@example.com`;
    const account = await createAccount(first.deps.database.db, {
      email,
      password: "a-Strong-passw0rd!",
      role: "editor",
      languages: [],
      source: "operator",
    });
    const session = await issueSession(first.deps, { id: account.id, email });
    editor = {
      authorization: `Bearer ${session.accessToken}`,
      "content-type": "application/json",
    };
  });
  afterAll(async () => {
    for (const instance of instances.splice(0)) await instance.close();
    if (pgUrl) await dropScratchDatabase(pgUrl, dbName);
  });

  it("publishes each due row once, and both processes serve it from then on", async () => {
    const [first, second] = instances as [Instance, Instance];
    const ids: string[] = [];
    for (let n = 1; n <= 5; n++) {
      const res = await fetch(`${first.url}/api/research`, {
        method: "POST",
        headers: editor,
        body: JSON.stringify({
          title: `Projet programmé ${n}`,
          description: "Demain à 9:00.",
          start_date: "2026-12-01",
          published: false,
          publish_at: "2026-11-27T09:00:00+01:00",
        }),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    // Both have served (and kept) the public list without them.
    for (const instance of instances) {
      expect(await publicIds(instance)).not.toContain(ids[0]);
    }

    now = new Date("2026-11-27T07:59:59.000Z");
    expect(await Promise.all(instances.map((i) => runSchedule(i.deps)))).toEqual([0, 0]);

    // 9:00 in Paris: both pass at the same moment.
    now = new Date("2026-11-27T08:00:00.000Z");
    const changed = await Promise.all(instances.map((i) => runSchedule(i.deps)));
    expect(changed.reduce((sum, count) => sum + count, 0)).toBe(ids.length);

    for (const id of ids) {
      const entries = await first.deps.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.row_id, id), eq(auditLog.action, "publish")));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ user_id: null, user_email: "schedule" });
    }
    // Each process dropped its kept list: the one that published at once, the other when told.
    for (const instance of [first, second]) {
      await eventually(async () =>
        expect(await publicIds(instance)).toEqual(expect.arrayContaining(ids)),
      );
    }
  });

  it("runs on its own in each process: one withdrawal, one entry", async () => {
    const [first, second] = instances as [Instance, Instance];
    const res = await fetch(`${first.url}/api/research`, {
      method: "POST",
      headers: editor,
      body: JSON.stringify({
        title: "Projet retiré",
        description: "Retiré demain soir.",
        start_date: "2026-12-01",
        unpublish_at: "2026-11-27T20:00:00Z",
      }),
    });
    const { id } = (await res.json()) as { id: string };
    for (const instance of instances) expect(await publicIds(instance)).toContain(id);
    const schedulers = instances.map((instance) => startScheduler(instance.deps, 20));
    try {
      now = new Date("2026-11-27T20:00:00.000Z");
      for (const instance of [first, second]) {
        await eventually(async () => expect(await publicIds(instance)).not.toContain(id));
      }
    } finally {
      await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    }
    const entries = await second.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.row_id, id), eq(auditLog.action, "unpublish")));
    expect(entries).toHaveLength(1);
  });
});
