import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { routePath } from "hono/route";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../db/client.server";
import { collectProcessMetrics } from "./process-metrics.server";

/** What the server reports to Prometheus; every method is a no-op when metrics are off. */
export interface Metrics {
  readonly enabled: boolean;
  /** The Prometheus text of every metric (empty when off). */
  render(): Promise<{ contentType: string; body: string }>;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /**
   * A request that reached the pages' catch-all route, labelled by `labelPages`' function: the
   * pattern of the page's route (`/cases/:slug`), or `other`. Never by the path asked for, which
   * any client may vary without end.
   */
  observePage(method: string, path: string, status: number, seconds: number): void;
  /** How pages are labelled (the page layer knows the routes); until told, all are `other`. */
  labelPages(labelOf: (path: string) => string): void;
  observeQuery(operation: string, seconds: number, failed: boolean): void;
  pageCache(result: "hit" | "miss"): void;
  /** Contact notifications waiting to be sent (counted by the worker after each pass). */
  notificationQueue(length: number): void;
  notificationFailed(): void;
  notificationSent(): void;
}

const OFF: Metrics = {
  enabled: false,
  render: async () => ({ contentType: "text/plain", body: "" }),
  observeRequest() {},
  observePage() {},
  labelPages() {},
  observeQuery() {},
  pageCache() {},
  notificationQueue() {},
  notificationFailed() {},
  notificationSent() {},
};

/**
 * The server's metrics, on a registry of its own (not prom-client's global one): two apps in one
 * process, as in tests, do not mix their figures. Without a token nobody can read them, so they
 * are not collected at all and cost nothing.
 */
export function createMetrics(token: string | undefined): Metrics {
  if (!token) return OFF;
  const register = new Registry();
  collectProcessMetrics(register);
  // Requests are counted as plain numbers and handed to prom-client when it is scraped (see
  // `Pending`); `collect` runs just before the figures are read.
  const pendingRequests: Pending[] = [];
  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP requests by method, route pattern and status, with their duration",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [register],
    collect: () => {
      for (const pending of pendingRequests) pending.flush();
    },
  });
  const queries = new Histogram({
    name: "db_query_duration_seconds",
    help: "Database queries by operation and outcome, with their duration",
    labelNames: ["operation", "outcome"] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
    registers: [register],
  });
  const lookups = { hit: 0, miss: 0 };
  const cache = new Counter({
    name: "page_cache_requests_total",
    help: "Cacheable public page requests answered from the page cache (hit) or rendered (miss)",
    labelNames: ["result"] as const,
    registers: [register],
    collect: () => {
      for (const result of ["hit", "miss"] as const) {
        cache.inc({ result }, lookups[result]);
        lookups[result] = 0;
      }
    },
  });
  const queue = new Gauge({
    name: "contact_notification_queue_length",
    help: "Contact notifications waiting to be sent",
    registers: [register],
  });
  const failed = new Counter({
    name: "contact_notification_failures_total",
    help: "Failed attempts to send a contact notification (each is retried later)",
    registers: [register],
  });
  const sent = new Counter({
    name: "contact_notifications_sent_total",
    help: "Contact notifications accepted by the SMTP server",
    registers: [register],
  });
  // Each series looked up once, by a key that costs no allocation for the commonest answer (a
  // kept page: GET, 200, its route). Methods, routes and statuses are bounded sets, so are these.
  const series = new Map<string, Pending>();
  const okPages = new Map<string, Pending>();
  let pageLabel = (_path: string) => OTHER_PAGES;
  const requestSeries = (method: string, route: string, status: number) => {
    const id = `${method} ${status} ${route}`;
    let found = series.get(id);
    if (!found) {
      const bound = requests.labels({ method, route, status });
      found = new Pending((value) => bound.observe(value));
      series.set(id, found);
      pendingRequests.push(found);
    }
    return found;
  };
  return {
    enabled: true,
    render: async () => ({ contentType: register.contentType, body: await register.metrics() }),
    observeRequest: (method, route, status, seconds) =>
      requestSeries(methodLabel(method), route, status).push(seconds),
    observePage(method, path, status, seconds) {
      const route = pageLabel(path);
      if (method !== "GET" || status !== 200) {
        return requestSeries(methodLabel(method), route, status).push(seconds);
      }
      let found = okPages.get(route);
      if (!found) {
        found = requestSeries(method, route, status);
        okPages.set(route, found);
      }
      found.push(seconds);
    },
    labelPages(labelOf) {
      pageLabel = labelOf;
    },
    observeQuery: (operation, seconds, failedQuery) =>
      queries.observe({ operation, outcome: failedQuery ? "error" : "ok" }, seconds),
    pageCache: (result) => {
      lookups[result]++;
    },
    notificationQueue: (length) => queue.set(length),
    notificationFailed: () => failed.inc(),
    notificationSent: () => sent.inc(),
  };
}

/**
 * One series' observations, kept as plain numbers until prom-client is scraped (or MAX_PENDING
 * of them wait): prom-client's `observe` hashes the series' labels and allocates on every call,
 * and on a kept page under load that cost more than the metrics' 5% budget of a request's time.
 * The figures Prometheus reads
 * are the same: every observation reaches the histogram before it is read.
 */
class Pending {
  #values = new Float64Array(256);
  #length = 0;
  constructor(private readonly observe: (value: number) => void) {}

  push(value: number) {
    if (this.#length === this.#values.length) {
      if (this.#length >= MAX_PENDING) this.flush();
      else {
        const larger = new Float64Array(this.#length * 2);
        larger.set(this.#values);
        this.#values = larger;
      }
    }
    this.#values[this.#length++] = value;
  }

  flush() {
    for (let i = 0; i < this.#length; i++) this.observe(this.#values[i]!);
    this.#length = 0;
  }
}

/**
 * Observations a series keeps waiting at most (32 KiB), whether or not anyone scrapes. Handing
 * them over holds the event loop, so the batch stays small enough that doing it does not show in
 * the latency of the requests behind it.
 */
const MAX_PENDING = 4_096;

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const methodLabel = (method: string) => (METHODS.has(method) ? method : "OTHER");
/** The label of every page request no route of the site answers. */
const OTHER_PAGES = "other";

/**
 * Counts each request under its route pattern (`/api/:table/:id`), never its raw path, so the
 * number of series stays bounded whatever clients ask for. Pages all reach the one catch-all
 * route, counted by `observePage`.
 */
export function requestMetrics(metrics: Metrics): MiddlewareHandler {
  if (!metrics.enabled) return (_c, next) => next();
  return async (c, next) => {
    const start = performance.now();
    await next();
    const status = c.res.status;
    const route = routePath(c);
    const seconds = (performance.now() - start) / 1000;
    if (route === "*" || route === "/*")
      metrics.observePage(c.req.method, c.req.path, status, seconds);
    else metrics.observeRequest(c.req.method, route, status, seconds);
  };
}

/**
 * `GET /metrics` for a Prometheus scraper holding `Authorization: Bearer <METRICS_TOKEN>`. Mounted
 * only when the token is set (otherwise the path is an ordinary 404). The token is compared in
 * constant time: both sides are hashed to the same length first.
 */
export function metricsRoutes(metrics: Metrics, token: string) {
  const app = new Hono();
  const expected = createHash("sha256").update(token).digest();
  app.get("/", async (c) => {
    const header = c.req.header("authorization") ?? "";
    const presented = /^Bearer (.+)$/i.exec(header)?.[1] ?? "";
    const given = createHash("sha256").update(presented).digest();
    if (!presented || !timingSafeEqual(given, expected)) {
      return c.json(
        { error: { code: "unauthorized", message: "Jeton de métriques manquant ou invalide" } },
        401,
        { "WWW-Authenticate": 'Bearer realm="metrics"' },
      );
    }
    const { contentType, body } = await metrics.render();
    return c.body(body, 200, { "Content-Type": contentType, "Cache-Control": "no-store" });
  });
  return app;
}

type Session = {
  prepareQuery: (...args: unknown[]) => { execute: (...args: unknown[]) => Promise<unknown> };
  transaction: (
    run: (tx: { session: Session }) => Promise<unknown>,
    ...rest: unknown[]
  ) => Promise<unknown>;
};

/**
 * Times every query this Drizzle database runs, transactions included, by wrapping its session
 * (this database object only, nothing global). The label is the statement's kind (select,
 * insert, …), never its text or parameters.
 */
export function timeQueries(db: Db, metrics: Metrics) {
  if (!metrics.enabled) return;
  instrument((db as unknown as { session: Session }).session, metrics);
}

function instrument(session: Session, metrics: Metrics) {
  const prepare = session.prepareQuery.bind(session);
  session.prepareQuery = (...args) => {
    const prepared = prepare(...args);
    const operation = operationOf(args[0]);
    const execute = prepared.execute.bind(prepared);
    prepared.execute = async (...rest) => {
      const start = performance.now();
      let failed = false;
      try {
        return await execute(...rest);
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        metrics.observeQuery(operation, (performance.now() - start) / 1000, failed);
      }
    };
    return prepared;
  };
  const transaction = session.transaction.bind(session);
  session.transaction = (run, ...rest) =>
    transaction(
      (tx) => {
        instrument(tx.session, metrics);
        return run(tx);
      },
      ...rest,
    );
}

const OPERATIONS = new Set(["select", "insert", "update", "delete", "with"]);

function operationOf(query: unknown): string {
  const text = (query as { sql?: unknown })?.sql;
  if (typeof text !== "string") return "other";
  const word = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? "";
  return OPERATIONS.has(word) ? word : "other";
}

declare module "../spine/context" {
  interface AppServices {
    metrics: Metrics;
  }
}
