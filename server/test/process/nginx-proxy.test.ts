import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#testing/ports";
import { rawRequest } from "#testing/raw-http";
import { startTestServer, type TestServer } from "../support/harness";

// A real nginx on loopback in front of the server, appending the connecting address to
// X-Forwarded-For as proxies do. The client connects from 127.0.0.3 and nginx reaches the server
// from 127.0.0.2, so the client, the proxy and forged entries are told apart. Whatever a client
// writes in X-Forwarded-For, its messages count against its own address.

const NGINX = "/usr/sbin/nginx";
const CLIENT_ADDRESS = "127.0.0.3";
const PROXY_ADDRESS = "127.0.0.2";

/** Resolves once something accepts connections on the port. */
async function listening(port: number, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

interface Proxy {
  port: number;
  stop(): Promise<void>;
}

async function startNginx(upstream: string): Promise<Proxy> {
  const prefix = await mkdtemp(path.join(os.tmpdir(), "ada-nginx-"));
  const port = await freePort();
  const { host } = new URL(upstream);
  await writeFile(
    path.join(prefix, "nginx.conf"),
    `daemon off;
master_process off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://${host};
      proxy_bind ${PROXY_ADDRESS};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`,
  );
  const child = spawn(NGINX, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], {
    stdio: "ignore",
  });
  await listening(port, child);
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

/** A contact message through the proxy, from CLIENT_ADDRESS, with a forged X-Forwarded-For. */
function contactThrough(proxy: Proxy, forged: string) {
  const body = JSON.stringify({ name: "Ada", email: "ada@example.com", message: "Bonjour" });
  return rawRequest(`http://127.0.0.1:${proxy.port}/api/contact`, {
    method: "POST",
    localAddress: CLIENT_ADDRESS,
    headers: { "content-type": "application/json", "x-forwarded-for": forged },
    body,
  }).then((answer) => answer.status);
}

describe.each(["1", PROXY_ADDRESS, `${PROXY_ADDRESS}/32, 10.0.0.0/8`])(
  "behind nginx with TRUST_PROXY=%s",
  (trustProxy) => {
    let server: TestServer;
    let proxy: Proxy;
    beforeAll(async () => {
      expect(existsSync(NGINX), `${NGINX} (apt-get install nginx-light)`).toBe(true);
      server = await startTestServer({ TRUST_PROXY: trustProxy, CONTACT_RATE_LIMIT: "2" });
      proxy = await startNginx(server.url);
    });
    afterAll(async () => {
      await proxy?.stop();
      await server?.close();
    });

    it("counts every message against the client's own address, whatever it forges on the left", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push(await contactThrough(proxy, `198.51.100.${i}`));
      expect(statuses).toEqual([201, 201, 429, 429]);
    });
  },
);
