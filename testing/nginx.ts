import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { freePort } from "./ports";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export interface StaticServer {
  url: string;
  stop(): Promise<void>;
}

export interface LoadBalancer extends StaticServer {
  /** nginx's error log: which upstream failed and when. */
  errorLog: string;
}

/**
 * The start of a configuration for an nginx of our own: one worker (as the site is one Node
 * process), in the foreground so its parent can stop it, with its pid, logs and temporary files
 * in `dir` rather than the system's.
 */
function ownInstance(dir: string) {
  return `worker_processes 1;
daemon off;
master_process on;
user root;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }`;
}

function ownTempPaths(dir: string) {
  return `client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;`;
}

/** Runs nginx on `config` and waits until it accepts connections on `port`. */
async function runNginx(dir: string, config: string, port: number): Promise<LoadBalancer> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} not found (Debian package nginx-light)`);
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, config);
  const child: ChildProcess = spawn(NGINX, ["-c", conf, "-p", dir], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`);
    const listening = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (listening) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen within 10 s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    errorLog: path.join(dir, "error.log"),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGQUIT");
      await exited;
    },
  };
}

/**
 * nginx (Debian's package) on 127.0.0.1 serving one HTML file, the yardstick of the page budget: one
 * worker process, as the site is one Node process; keep-alive, sendfile and an access log, as a
 * stock configuration has.
 */
export async function startNginx(dir: string, html: string): Promise<StaticServer> {
  const port = await freePort();
  const www = path.join(dir, "www");
  mkdirSync(www, { recursive: true });
  writeFileSync(path.join(www, "index.html"), html);
  return runNginx(
    dir,
    `${ownInstance(dir)}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  ${ownTempPaths(dir)}
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
    port,
  );
}

/**
 * nginx on 127.0.0.1:`port` balancing round robin over `upstreams` the way a production proxy in
 * front of several processes does: keep-alive to the upstreams, the client's address in
 * `X-Forwarded-For`, and an idempotent request retried on the next upstream when one is down.
 * Start it once the upstreams listen: an upstream that refused a connection is left out for 30 s.
 */
export function startRoundRobinProxy(
  dir: string,
  upstreams: string[],
  port: number,
): Promise<LoadBalancer> {
  const servers = upstreams.map(
    (upstream) => `    server ${upstream} max_fails=1 fail_timeout=30s;`,
  );
  return runNginx(
    dir,
    `${ownInstance(dir)}
http {
  access_log off;
  ${ownTempPaths(dir)}
  upstream app {
${servers.join("\n")}
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 2s;
    }
  }
}
`,
    port,
  );
}
