import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort } from "#testing/ports";
import { rawRequest } from "#testing/raw-http";
import { createScratchDatabase, dropScratchDatabase } from "../support/harness";
import { ensureBuilt, type ServerProcess, startServer, tempDataDir } from "../support/process";

/**
 * Scheduled publication on two built servers sharing one PostgreSQL database, on the real clock,
 * as a deployment of several processes runs it: a draft case study given a `publish_at` a few
 * seconds ahead is published by the schedulers (each process passes every 30 s) within the
 * minute that follows, exactly once (one `publish` entry in the journal, by `schedule`), and
 * both processes' public page of it and sitemap show it, though each kept them before. Runs where
 * TEST_DATABASE_URL names a PostgreSQL server (`bash .ci/run` starts it and sets the variable);
 * without it there is no shared database for two processes (PGlite allows one per DATA_DIR).
 */

const pgUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: "ops@example.com", password: "a-Strong-passw0rd!" };

/** How long after its time a scheduled publication may take to show on both processes. */
const PUBLISHED_WITHIN_MS = 90_000;

/**
 * A GET with the site's public Host: pages are kept only for the configured origin's host, so a
 * request straight to a process must present that host for its kept page to be what answers.
 */
const getAs = (url: string, host: string) => rawRequest(url, { headers: { host } });

describe.runIf(pgUrl)(
  "scheduled publication on two processes sharing PostgreSQL (runs when TEST_DATABASE_URL is set)",
  () => {
    let dbName: string;
    const dirs: string[] = [];
    let servers: ServerProcess[] = [];
    let publicHost: string;
    let headers: Record<string, string>;

    beforeAll(async () => {
      ensureBuilt();
      const scratch = await createScratchDatabase(pgUrl!, "ada_sched");
      dbName = scratch.name;
      const databaseUrl = scratch.url;
      // The public origin both processes are configured with (a proxy would listen there).
      const publicUrl = `http://127.0.0.1:${await freePort()}`;
      publicHost = new URL(publicUrl).host;
      servers = await Promise.all(
        [await freePort(), await freePort()].map(async (port) => {
          const dataDir = await tempDataDir();
          dirs.push(dataDir);
          return startServer({
            PORT: String(port),
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl,
            PUBLIC_URL: publicUrl,
            ADMIN_EMAIL: ADMIN.email,
            ADMIN_PASSWORD: ADMIN.password,
          });
        }),
      );
      const signIn = await fetch(`${servers[0]!.url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      expect(signIn.status).toBe(200);
      const { access_token } = (await signIn.json()) as { access_token: string };
      headers = { authorization: `Bearer ${access_token}`, "content-type": "application/json" };
    }, 300_000);

    afterAll(async () => {
      for (const server of servers) await server.stop();
      await dropScratchDatabase(pgUrl!, dbName);
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });

    it("publishes a draft once when its time comes, on both processes' page and sitemap", async () => {
      const [first, second] = servers as [ServerProcess, ServerProcess];
      const slug = `etude-programmee-${randomUUID().slice(0, 8)}`;
      const publishAt = Date.now() + 5_000;
      const created = await fetch(`${first.url}/api/case_studies`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          title: `Étude programmée ${slug}`,
          description: "Publiée à l'heure dite.",
          client: "Client programmé",
          slug,
          published: false,
          publish_at: new Date(publishAt).toISOString(),
        }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };

      // Before its time: a draft on both processes, which keep their sitemap.
      for (const server of servers) {
        expect((await getAs(`${server.url}/cases/${slug}`, publicHost)).status).toBe(404);
        await getAs(`${server.url}/sitemap.xml`, publicHost);
        const sitemap = await getAs(`${server.url}/sitemap.xml`, publicHost);
        expect(sitemap.status).toBe(200);
        expect(sitemap.body).not.toContain(`/cases/${slug}`);
      }

      // Each process in turn, within the bound counted from the publication's time.
      for (const server of servers) {
        await vi.waitFor(
          async () => {
            const page = await getAs(`${server.url}/cases/${slug}`, publicHost);
            const sitemap = await getAs(`${server.url}/sitemap.xml`, publicHost);
            expect(page.status).toBe(200);
            expect(sitemap.body).toContain(`/cases/${slug}`);
          },
          { timeout: Math.max(publishAt + PUBLISHED_WITHIN_MS - Date.now(), 0), interval: 100 },
        );
        // Not before its time.
        expect(Date.now()).toBeGreaterThanOrEqual(publishAt);
      }

      // Exactly one process published it, as the schedule: one entry, and the row's time cleared.
      const journal = await fetch(
        `${second.url}/api/audit?table=case_studies&row_id=${id}&action=publish`,
        { headers },
      );
      expect(journal.status).toBe(200);
      const entries = (await journal.json()) as { user_id: string | null; user_email: string }[];
      expect(entries.map((entry) => [entry.user_email, entry.user_id])).toEqual([
        ["schedule", null],
      ]);
      const rows = (await (await fetch(`${second.url}/api/case_studies`, { headers })).json()) as {
        id: string;
        published: boolean;
        publish_at: string | null;
      }[];
      expect(rows.find((row) => row.id === id)).toMatchObject({
        published: true,
        publish_at: null,
      });
    }, 180_000);
  },
);
