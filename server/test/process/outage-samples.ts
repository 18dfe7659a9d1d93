import { randomUUID } from "node:crypto";
import { type RawAnswer as Answer, rawRequest } from "#testing/raw-http";
import type { ServerProcess } from "../support/process";

/** The site's public Host in the outage test: pages are kept only for the configured origin. */
export const PUBLIC_HOST = "ada-outage.test";

export interface RequestOptions {
  method?: string;
  body?: string;
  headers?: Record<string, string>;
}

/** A request with the site's public Host. */
export const request = (url: string, options: RequestOptions = {}) => {
  const headers: Record<string, string> = { host: PUBLIC_HOST, ...options.headers };
  if (options.body) headers["content-type"] ??= "application/json";
  const method = options.method ?? (options.body ? "POST" : "GET");
  return rawRequest(url, { method, headers, body: options.body });
};

/** A session cookie: the page cache never shares such a request, so each is a render. */
export const NEVER_KEPT = { cookie: "access_token=reader" };

export const contactMessage = (marker: string) =>
  JSON.stringify({ name: "Léa", email: "lea@example.com", message: `Bonjour ${marker}` });

/** One answer the load saw: what was asked, of which process, when, and what came back. */
export interface Sample {
  kind: "contact" | "form" | "page" | "kept page" | "health" | "inbox" | "admin" | "row";
  server: number;
  start: number;
  end: number;
  status: number;
  retryAfter: string | undefined;
  contentType: string | undefined;
  code: string | undefined;
}

export const errorCode = (answer: Answer) => {
  try {
    return (JSON.parse(answer.body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
};

/** The JSON lines a server logged, parsed. */
export function logLines(server: ServerProcess): Record<string, unknown>[] {
  return server
    .stdout()
    .split("\n")
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

export const countEvents = (server: ServerProcess, event: string) =>
  logLines(server).filter((line) => line.event === event).length;

/**
 * The steady load of the outage test, on two servers: three contact writers, two back-office
 * writers (a message's status and its audit entry in one transaction; a content row would drop
 * the kept pages) and a reader of pages, the inbox, the back office and the health. Every answer
 * is a sample; every message acknowledged (API 201, form 200) is listed.
 */
export async function startLoad(servers: ServerProcess[], adminHeaders: Record<string, string>) {
  const samples: Sample[] = [];
  const acknowledged: string[] = [];
  let running = true;
  const sample = async (
    kind: Sample["kind"],
    server: number,
    path: string,
    options: RequestOptions = {},
  ) => {
    const start = Date.now();
    // No answer at all (the process ended, the connection was cut) is status 0.
    const answer = await request(`${servers[server]!.url}${path}`, options).catch(
      (): Answer => ({ status: 0, headers: {}, body: "" }),
    );
    const retryAfter = answer.headers["retry-after"];
    samples.push({
      kind,
      server,
      start,
      end: Date.now(),
      status: answer.status,
      retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
      contentType: answer.headers["content-type"],
      code: errorCode(answer),
    });
    return answer;
  };
  const writer = async (id: number) => {
    for (let i = 0; running; i++) {
      const marker = `outage-${id}-${i}-${randomUUID()}`;
      const answer = await sample("contact", i % 2, "/api/contact", {
        body: contactMessage(marker),
      });
      if (answer.status === 201) acknowledged.push(marker);
    }
  };
  const { id } = JSON.parse(
    (await request(`${servers[0]!.url}/api/contact`, { body: contactMessage("statut") })).body,
  ) as { id: string };
  const rowWriter = async () => {
    for (let i = 0; running; i++) {
      await sample("row", i % 2, `/api/contact/${id}`, {
        method: "PATCH",
        body: JSON.stringify({ status: i % 2 ? "read" : "handled" }),
        headers: adminHeaders,
      });
    }
  };
  const reader = async () => {
    for (let i = 0; running; i++) {
      const server = i % 2;
      // The contact form without JavaScript: a form post to the page, answered by the page.
      const marker = `outage-form-${i}-${randomUUID()}`;
      const form = new URLSearchParams({
        name: "Léa",
        email: "lea@example.com",
        message: `Bonjour ${marker}`,
      });
      const posted = await sample("form", server, "/contact", {
        body: form.toString(),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: `http://${PUBLIC_HOST}`,
        },
      });
      if (posted.status === 200) acknowledged.push(marker);
      await sample("page", server, "/cases", { headers: NEVER_KEPT });
      await sample("kept page", server, "/services");
      await sample("inbox", server, "/api/contact", { headers: adminHeaders });
      await sample("admin", server, "/admin/messages", { headers: adminHeaders });
      await sample("health", server, "/api/health");
    }
  };
  const all = Promise.all([writer(0), writer(1), writer(2), rowWriter(), rowWriter(), reader()]);
  return {
    samples,
    acknowledged,
    /** Ends the load once each loop's request in flight is answered. */
    stop: async () => {
      running = false;
      await all;
    },
  };
}
