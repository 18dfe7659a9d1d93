import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoadBalancer, startRoundRobinProxy } from "#testing/nginx";
import { freePort } from "#testing/ports";
import { rawRequest } from "#testing/raw-http";
import { createScratchDatabase, dropScratchDatabase } from "../support/harness";
import { ensureBuilt, type ServerProcess, startServer, tempDataDir } from "../support/process";

/**
 * Two built servers on one PostgreSQL database behind nginx (round robin), as a deployment of
 * several processes runs: what one process writes is on the other's public pages within a second,
 * and killing one (SIGKILL) loses no acknowledged write while the other keeps serving.
 * PostgreSQL is the machine's server, reached through TEST_DATABASE_URL; `bash .ci/run` starts
 * it and sets the variable. Without it there is no shared server to run two processes on, and
 * this suite does not run (PGlite allows one process per DATA_DIR: startup.test.ts holds that).
 */

const pgUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: "ops@example.com", password: "a-Strong-passw0rd!" };

/** Polls `check` until it holds; fails with `what` once `deadline` (epoch ms) has passed. */
async function until(check: () => Promise<boolean>, deadline: number, what: string) {
  for (;;) {
    if (await check()) return Date.now();
    if (Date.now() > deadline) throw new Error(`not within the deadline: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A GET with the site's public Host, as the proxy sends it: pages are cached only for the
 * configured origin's host, so a request straight to a process must present that host too.
 * (fetch cannot set Host.)
 */
const getAs = async (url: string, host: string) => {
  const answer = await rawRequest(url, { headers: { host } });
  return { status: answer.status, etag: answer.headers.etag, body: answer.body };
};

const pageOf = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, body: await response.text() };
};

const demo = (title: string) =>
  JSON.stringify({ title, type: "lien", media_url: "https://example.com/demo" });

describe.runIf(pgUrl)(
  "two processes on one PostgreSQL behind nginx (runs when TEST_DATABASE_URL is set)",
  () => {
    let dbName: string;
    const dirs: string[] = [];
    let servers: ServerProcess[] = [];
    let proxy: LoadBalancer;
    let headers: Record<string, string>;

    beforeAll(async () => {
      ensureBuilt();
      const scratch = await createScratchDatabase(pgUrl!, "ada_multi");
      dbName = scratch.name;
      const databaseUrl = scratch.url;
      const ports = [await freePort(), await freePort()];
      const proxyPort = await freePort();
      // Both start at once on an empty database, as a deployment's processes do: one applies
      // the migrations and creates the administrator, the other finds them done.
      servers = await Promise.all(
        ports.map(async (port) => {
          const dataDir = await tempDataDir();
          dirs.push(dataDir);
          return startServer({
            PORT: String(port),
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl,
            PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
            ADMIN_EMAIL: ADMIN.email,
            ADMIN_PASSWORD: ADMIN.password,
          });
        }),
      );
      const proxyDir = path.join(os.tmpdir(), `ada-nginx-${randomUUID()}`);
      dirs.push(proxyDir);
      proxy = await startRoundRobinProxy(
        proxyDir,
        ports.map((port) => `127.0.0.1:${port}`),
        proxyPort,
      );
      const signIn = await fetch(`${proxy.url}/auth/v1/token?grant_type=password`, {
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
      await proxy?.stop();
      await dropScratchDatabase(pgUrl!, dbName);
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });

    it("shows a write made through one process on the other's next public page within 1 s", async () => {
      const [first, second] = servers as [ServerProcess, ServerProcess];
      // Each process has the demos page in its page cache (a kept page carries an ETag).
      const publicHost = new URL(proxy.url).host;
      for (const server of servers) {
        await getAs(`${server.url}/demos`, publicHost);
        const kept = await getAs(`${server.url}/demos`, publicHost);
        expect(kept.status).toBe(200);
        expect(kept.etag).toMatch(/^W\//);
      }

      const direct = `Démo directe ${randomUUID()}`;
      const created = await fetch(`${first.url}/api/demos`, {
        method: "POST",
        headers,
        body: demo(direct),
      });
      expect(created.status).toBe(201);
      const deadline = Date.now() + 1_000;
      await until(
        async () => (await getAs(`${second.url}/demos`, publicHost)).body.includes(direct),
        deadline,
        "the other process's /demos shows the new demo",
      );
      const list = (await (await fetch(`${second.url}/api/demos`)).json()) as { title: string }[];
      expect(list.map((row) => row.title)).toContain(direct);

      // Through nginx: whichever process took the write, the next two pages come from both.
      const proxied = `Démo via nginx ${randomUUID()}`;
      const throughProxy = await fetch(`${proxy.url}/api/demos`, {
        method: "POST",
        headers,
        body: demo(proxied),
      });
      expect(throughProxy.status).toBe(201);
      await until(
        async () => {
          const pages = [await pageOf(`${proxy.url}/demos`), await pageOf(`${proxy.url}/demos`)];
          return pages.every((page) => page.status === 200 && page.body.includes(proxied));
        },
        Date.now() + 1_000,
        "two consecutive pages through nginx (one per process) show the new demo",
      );
    });

    it("shows a site text overridden through one process on the other's next page within 1 s", async () => {
      const [first, second] = servers as [ServerProcess, ServerProcess];
      const publicHost = new URL(proxy.url).host;
      // Each process has the home page (English: no language asked) in its page cache and the
      // overrides in memory.
      for (const server of servers) {
        await getAs(`${server.url}/`, publicHost);
        expect((await getAs(`${server.url}/`, publicHost)).etag).toMatch(/^W\//);
      }
      const title = `Overridden ${randomUUID()}`;
      const saved = await fetch(`${first.url}/api/site_texts/en/hero.title`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ text: title }),
      });
      expect(saved.status).toBe(200);
      await until(
        async () => (await getAs(`${second.url}/`, publicHost)).body.includes(title),
        Date.now() + 1_000,
        "the other process's home page shows the overridden title",
      );
      const overrides = (await (await fetch(`${second.url}/api/site_texts`)).json()) as {
        en: Record<string, string>;
      };
      expect(overrides.en["hero.title"]).toBe(title);

      const reset = await fetch(`${first.url}/api/site_texts/en/hero.title`, {
        method: "DELETE",
        headers,
      });
      expect(reset.status).toBe(204);
      await until(
        async () => !(await getAs(`${second.url}/`, publicHost)).body.includes(title),
        Date.now() + 1_000,
        "the other process's home page is back to the default title",
      );
    });

    it("counts the contact limit across both processes: the sixth message is refused by either", async () => {
      const [first, second] = servers as [ServerProcess, ServerProcess];
      const send = (server: ServerProcess) =>
        fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: "Léa", email: "lea@example.com", message: "Bonjour" }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await send(i % 2 === 0 ? first : second)).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201]);
      for (const server of [second, first]) {
        const refused = await send(server);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    });

    it("holds a sign-in lockout across both processes", async () => {
      const [first, second] = servers as [ServerProcess, ServerProcess];
      const signIn = (server: ServerProcess, password: string) =>
        fetch(`${server.url}/auth/v1/token?grant_type=password`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: ADMIN.email, password }),
        });
      // Ten wrong passwords for the account, alternating processes, then the right one is refused
      // by both: the account's attempts are counted once, in the database.
      for (let i = 0; i < 10; i++) {
        expect((await signIn(i % 2 === 0 ? first : second, `wrong-${i}`)).status).toBe(400);
      }
      for (const server of [first, second]) {
        const locked = await signIn(server, ADMIN.password);
        expect(locked.status).toBe(429);
        expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    });

    it("loses no acknowledged write when one process is killed (SIGKILL), and the other keeps serving", async () => {
      const [victim] = servers as [ServerProcess, ServerProcess];
      const acknowledged: string[] = [];
      let killed = false;
      let sent = 0;
      // Four clients writing through nginx; one process is killed once ten writes are in.
      const client = async () => {
        while (sent < 40) {
          sent += 1;
          const title = `Écrite ${sent} ${randomUUID()}`;
          try {
            const response = await fetch(`${proxy.url}/api/demos`, {
              method: "POST",
              headers,
              body: demo(title),
            });
            await response.arrayBuffer();
            if (response.status === 201) acknowledged.push(title);
          } catch {
            // refused or cut: not acknowledged, so nothing is promised about it
          }
          if (!killed && acknowledged.length >= 10) {
            killed = true;
            victim.child.kill("SIGKILL");
          }
        }
      };
      await Promise.all([client(), client(), client(), client()]);
      expect(await victim.exited).toBe("SIGKILL");
      expect(acknowledged.length).toBeGreaterThanOrEqual(10);

      // Every page and list through nginx now comes from the survivor, and answers.
      for (let i = 0; i < 10; i++) {
        expect((await pageOf(`${proxy.url}/demos`)).status).toBe(200);
      }
      const response = await fetch(`${proxy.url}/api/demos`);
      expect(response.status).toBe(200);
      const titles = new Set(((await response.json()) as { title: string }[]).map((r) => r.title));
      expect(acknowledged.filter((title) => !titles.has(title))).toEqual([]);
    });
  },
);
