import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { StaticServer } from "#testing/nginx";
import { freePort, sleep } from "./server";

/**
 * A bare Node `http` server answering every request with the same bytes: one Node process's
 * ceiling on this machine (from half of nginx's throughput to nearly all of it, depending on the
 * day), so the site's figure can be read against what any Node server could do here.
 */
export async function startBareNode(dir: string, html: string): Promise<StaticServer> {
  const port = await freePort();
  const page = path.join(dir, "bare.html");
  writeFileSync(page, html);
  const source = `
const http = require("node:http");
const page = require("node:fs").readFileSync(${JSON.stringify(page)});
http.createServer((req, res) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": page.length });
  res.end(page);
}).listen(${port}, "127.0.0.1");
`;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 250; i++) {
    try {
      const res = await fetch(`${url}/`);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}
