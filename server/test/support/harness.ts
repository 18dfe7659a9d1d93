import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import postgres from "postgres";
import { inject } from "vitest";
import type { Role } from "#domain/roles";
import { createApp } from "../../app";
import { createAccount } from "../../auth/accounts.server";
import { hashPassword } from "../../auth/password.server";
import { issueSession } from "../../auth/sessions.server";
import { type Database, openDatabase, openPglite, wrapPglite } from "../../db/client.server";
import { profiles, users } from "../../db/schema";
import { createDeps } from "../../deps.server";
import { type Config, parseConfig } from "../../spine/config.server";
import type { AppServices, SsrHandler } from "../../spine/context";
import { createLogger } from "../../spine/logger.server";

/**
 * A fresh database per test file: a copy of the migrated PGlite template, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database made for this file.
 */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `ada_test_${randomUUID().replaceAll("-", "")}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: dbUrl.toString(), dataDir: os.tmpdir() });
    return {
      ...database,
      close: async () => {
        await database.close();
        await dropScratchDatabase(url, name);
      },
    };
  }
  const template = readFileSync(inject("pgliteTemplate"));
  const client = await openPglite({ loadDataDir: new Blob([template]) });
  return wrapPglite(client, false);
}

/**
 * A fresh, empty database on the PostgreSQL server at `serverUrl`, named `{prefix}_{random}`:
 * its name (for dropScratchDatabase) and its URL.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomUUID().replaceAll("-", "")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/**
 * Drops a database a test made. `with (force)` ends its sessions, but PostgreSQL refuses to end a
 * session of another role (e.g. an autovacuum worker that just started on it): wait and retry.
 */
export async function dropScratchDatabase(serverUrl: string, name: string) {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        return;
      } catch (error) {
        if (attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
}

export interface TestServer {
  url: string;
  deps: AppServices;
  config: Config;
  /** Every log line the server wrote, parsed. */
  logs: Record<string, unknown>[];
  /** The raw log output, to search for secrets. */
  rawLogs: string[];
  close(): Promise<void>;
  createUser(email: string, password: string, role?: string | null): Promise<string>;
  /** A user with a live session: headers that authenticate as them with a Bearer token. */
  bearerFor(role?: string | null): Promise<Bearer>;
  /**
   * An account made as the back office makes them (`createAccount`: role and languages), with a
   * live session: `bearerForMember("editor")`, `bearerForMember("translator", ["ar"])`.
   */
  bearerForMember(role: Role, languages?: string[]): Promise<Bearer>;
}

/** Who a test signed in as, and the headers that authenticate as them. */
export interface Bearer {
  id: string;
  email: string;
  headers: Record<string, string>;
}

/**
 * Starts the real Hono app on 127.0.0.1 (real HTTP on loopback) with a fresh database; with
 * `ssr` (see `builtSsr`), the pages too.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { ssr?: SsrHandler } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "ada-data-"));
  const config = parseConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://localhost:3000",
    JWT_SECRET: "test-secret-that-is-long-enough-0123456789",
    LOG_LEVEL: "debug",
    ...env,
  });
  const rawLogs: string[] = [];
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger("debug", (line) => {
    rawLogs.push(line);
    logs.push(JSON.parse(line));
  });
  const database = await freshDatabase();
  const deps = createDeps(config, database, logger);
  const server = createServer(getRequestListener(createApp(deps, { ssr: options.ssr }).fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const PASSWORD = "a-Strong-passw0rd!";
  const signedIn = async (id: string, email: string): Promise<Bearer> => {
    const session = await issueSession(deps, { id, email });
    return {
      id,
      email,
      headers: {
        authorization: `Bearer ${session.accessToken}`,
        "content-type": "application/json",
      },
    };
  };
  const testServer: TestServer = {
    url: `http://127.0.0.1:${port}`,
    deps,
    config,
    logs,
    rawLogs,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // A reset request's task must not run on a closed database.
      deps.deferred.stop();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
    async createUser(email, password, role = "admin") {
      const [user] = await database.db
        .insert(users)
        .values({
          email: email.toLowerCase(),
          password_hash: await hashPassword(password),
          activated_at: new Date(),
        })
        .returning({ id: users.id });
      if (role !== null) {
        await database.db.insert(profiles).values({ id: user!.id, username: email, role });
      }
      return user!.id;
    },
    async bearerFor(role = "admin") {
      const email = `${role ?? "nobody"}-${randomUUID()}@example.com`;
      return signedIn(await testServer.createUser(email, PASSWORD, role), email);
    },
    async bearerForMember(role, languages = []) {
      const email = `${[role, ...languages].join("-")}-${randomUUID()}@example.com`;
      const account = await createAccount(database.db, {
        email,
        password: PASSWORD,
        role,
        languages,
        source: "operator",
      });
      return signedIn(account.id, email);
    },
  };
  return testServer;
}
