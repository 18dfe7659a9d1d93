import type { Logger } from "../spine/logger.server";

const UNAVAILABLE = "DATABASE_UNAVAILABLE";

/** The Retry-After of an answer the database's absence made a 503. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The database cannot answer now (down, restarting, unreachable, or a statement that ran out of
 * time): the request is answered 503 with Retry-After, and tried again later by its client.
 */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
  /** Told by its code, not its class: the pages' build holds a copy of this module of its own. */
  readonly code = UNAVAILABLE;

  constructor(options?: { cause?: unknown }) {
    super("The database is unavailable", options);
  }
}

/**
 * Codes of a connection that is gone or never came (postgres.js's own, then Node's sockets').
 * Not CONNECTION_ENDED: this process closed its pool (a shutdown), the database is not at fault.
 */
const CONNECTION_CODES = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server that closes the session or refuses new ones: shutting down, restarting,
 * starting up, crashed, out of connection slots, and class 08 (connection exception).
 */
const SERVER_GONE = /^(08|57P0[1-3]$|53300$)/;
/** A statement cancelled, here by statement_timeout: the database is there but too slow. */
const CANCELLED = "57014";

/** The codes along an error's `cause` chain (Drizzle wraps the driver's error in its own). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === "string") codes.push(code);
    e = e.cause;
  }
  return codes;
}

/** The error means the session's connection is gone: nothing more can be sent on it. */
export function isConnectionLost(error: unknown): boolean {
  return codesOf(error).some((code) => CONNECTION_CODES.has(code) || SERVER_GONE.test(code));
}

/** A failed query's error that means the database cannot answer now, not a fault of the query. */
function meansUnavailable(error: unknown): boolean {
  return isConnectionLost(error) || codesOf(error).includes(CANCELLED);
}

/**
 * The error is the database's unavailability (a 503), as the guarded queries report it: a socket
 * error from anywhere else (a client gone, the object store) is not the database's.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return codesOf(error).includes(UNAVAILABLE);
}

/**
 * What the log keeps of the failure: the driver's code and message, never the query's text or
 * parameters (Drizzle's own message lists them: a contact message, an e-mail).
 */
function reasonOf(error: unknown): Record<string, unknown> {
  let e = error;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  if (!(e instanceof Error)) return { message: String(e) };
  return { name: e.name, code: (e as Error & { code?: unknown }).code, message: e.message };
}

/**
 * The round trips the availability makes: on the connection kept for checks (a ping, the check of
 * a failed query), or on a connection opened for one probe and closed after it. `given` aborts
 * when the round trip is given up (its bound passed): its connection is then left, never waited on.
 */
export interface RoundTrips {
  check(given: AbortSignal): Promise<void>;
  probe(given: AbortSignal): Promise<void>;
}

/**
 * Whether the database answers, as this process last saw it. A query failing for want of a
 * database has it checked once (one round trip); if that fails too, the database is down: one
 * error line, every query fails at once (no request waits on a connection that will not come)
 * and a probe starts every `probeMs` until one succeeds, which logs one line and lets queries
 * through again. One killed connection or a statement that ran out of time is not an outage: the
 * check succeeds, and says so in one warning.
 *
 * The check is bounded by `pingTimeoutMs`, as queries wait on its answer; a probe while down is
 * bounded by `recoveryTimeoutMs`, as nothing waits on it: a server just back, whose first
 * connections are slow to open on a busy machine, is found up rather than missed probe after
 * probe. Probes do not wait on each other (up to `probesInFlight` at once, each on a connection
 * of its own): one connection attempt left hanging by a server just back holds no later probe.
 */
export class DatabaseAvailability {
  #downSince: number | undefined;
  #checking = false;
  /** How each query or transaction still waiting on the database is dropped (see `whileUp`). */
  #waiting = new Set<(error: DatabaseUnavailableError) => void>();
  #probe: NodeJS.Timeout | undefined;
  /** How each round trip in flight is given up (all of them when the availability stops). */
  #inFlight = new Set<AbortController>();
  #probing = 0;
  #stopped = false;

  constructor(
    private readonly roundTrips: RoundTrips,
    private readonly logger: Logger | undefined,
    private readonly options: {
      probeMs: number;
      pingTimeoutMs: number;
      recoveryTimeoutMs: number;
      probesInFlight: number;
    } = {
      probeMs: 500,
      pingTimeoutMs: 2_000,
      recoveryTimeoutMs: 10_000,
      probesInFlight: 4,
    },
  ) {}

  get isDown(): boolean {
    return this.#downSince !== undefined;
  }

  /** Throws at once while the database is known to be down. */
  assertUp() {
    if (this.isDown) throw new DatabaseUnavailableError();
  }

  /**
   * What a failed query throws: a DatabaseUnavailableError for the database's unavailability
   * (and the database checked), any other error as it was.
   */
  failed(error: unknown): unknown {
    if (isDatabaseUnavailable(error) || !meansUnavailable(error)) return error;
    this.#check(error);
    return new DatabaseUnavailableError({ cause: error });
  }

  /**
   * Settles as `work` does, unless the database is found down first: then it fails at once with a
   * DatabaseUnavailableError, after `drop` (a transaction not yet begun must send nothing), and
   * `work` is left to settle unheard. A request queued behind the pool's lost connections, which
   * postgres.js retries one at a time, thus waits no longer than the check of the database.
   */
  whileUp<T>(work: Promise<T>, drop?: (error: DatabaseUnavailableError) => void): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const dropped = (error: DatabaseUnavailableError) => {
        drop?.(error);
        reject(error);
      };
      this.#waiting.add(dropped);
      work.then(
        (value) => {
          this.#waiting.delete(dropped);
          resolve(value);
        },
        (error: unknown) => {
          this.#waiting.delete(dropped);
          reject(error);
        },
      );
    });
  }

  /** One round trip, for /api/health: fails at once while the database is known down. */
  async ping() {
    this.assertUp();
    try {
      await this.#bounded(this.roundTrips.check);
    } catch (error) {
      throw this.failed(error);
    }
  }

  stop() {
    this.#stopped = true;
    clearTimeout(this.#probe);
    for (const given of this.#inFlight) given.abort();
  }

  /**
   * A round trip that gives up after `timeoutMs` (a server that no longer answers at all), or
   * when the availability stops, and says so to the round trip, which leaves its connection
   * rather than wait on it again.
   */
  async #bounded(
    roundTrip: (given: AbortSignal) => Promise<void>,
    timeoutMs = this.options.pingTimeoutMs,
  ) {
    const given = new AbortController();
    this.#inFlight.add(given);
    const timer = setTimeout(() => given.abort(), timeoutMs);
    const givenUp = new Promise<never>((_, reject) => {
      given.signal.addEventListener("abort", () =>
        reject(Object.assign(new Error("database ping timed out"), { code: "ETIMEDOUT" })),
      );
    });
    try {
      await Promise.race([roundTrip(given.signal), givenUp]);
    } finally {
      clearTimeout(timer);
      this.#inFlight.delete(given);
    }
  }

  #check(cause: unknown) {
    if (this.isDown || this.#checking || this.#stopped) return;
    this.#checking = true;
    this.#bounded(this.roundTrips.check).then(
      () => {
        this.#checking = false;
        // Up after all (a statement timed out, one connection was cut): said once per check.
        this.logger?.warn("db.query_failed", { reason: reasonOf(cause) });
      },
      () => {
        this.#checking = false;
        if (this.isDown || this.#stopped) return;
        this.#downSince = Date.now();
        this.logger?.error("db.unavailable", { reason: reasonOf(cause) });
        const waiting = [...this.#waiting];
        this.#waiting.clear();
        for (const dropped of waiting) dropped(new DatabaseUnavailableError({ cause }));
        this.#scheduleProbe();
      },
    );
  }

  /**
   * Starts a probe every `probeMs` while down, unless `probesInFlight` are still waiting; the
   * first to succeed ends this outage (a probe of an earlier outage ends none).
   */
  #scheduleProbe() {
    if (this.#stopped) return;
    const outage = this.#downSince;
    this.#probe = setTimeout(() => {
      if (this.#stopped || this.#downSince !== outage) return;
      if (this.#probing < this.options.probesInFlight) {
        this.#probing += 1;
        this.#bounded(this.roundTrips.probe, this.options.recoveryTimeoutMs)
          .then(
            () => this.#recovered(outage),
            () => {},
          )
          .finally(() => {
            this.#probing -= 1;
          });
      }
      this.#scheduleProbe();
    }, this.options.probeMs);
    this.#probe.unref();
  }

  #recovered(outage: number | undefined) {
    if (this.#stopped || outage === undefined || this.#downSince !== outage) return;
    clearTimeout(this.#probe);
    this.#downSince = undefined;
    this.logger?.info("db.recovered", { down_ms: Date.now() - outage });
  }
}
