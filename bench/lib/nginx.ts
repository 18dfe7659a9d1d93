import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freePort, sleep } from "./server";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export interface StaticServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * nginx (Debian's package) on 127.0.0.1 serving one HTML file, the yardstick of DESIGN 6: one
 * worker process, as the site is one Node process; keep-alive, sendfile and an access log, as a
 * stock configuration has.
 */
export async function startNginx(dir: string, html: string): Promise<StaticServer> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} not found (Debian package nginx-light)`);
  const port = await freePort();
  const www = path.join(dir, "www");
  mkdirSync(www, { recursive: true });
  writeFileSync(path.join(www, "index.html"), html);
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
master_process on;
user root;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${www};
    index index.html;
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ["-c", conf, "-p", dir], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 250; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/`);
      await res.text();
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
      child.kill("SIGQUIT");
      await exited;
    },
  };
}
