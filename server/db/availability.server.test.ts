import { describe, expect, it } from "vitest";
import type { Logger } from "../spine/logger.server";
import { eventually } from "../test/support/eventually";
import {
  DatabaseAvailability,
  DatabaseUnavailableError,
  isConnectionLost,
  isDatabaseUnavailable,
} from "./availability.server";

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });
/** As Drizzle wraps a driver's error: its own message lists the query's parameters. */
const wrapped = (cause: Error) =>
  Object.assign(new Error("Failed query: insert … params: lea@example.com"), { cause });

function recordingLogger() {
  const lines: { level: string; event: string; fields?: Record<string, unknown> }[] = [];
  const at = (level: string) => (event: string, fields?: Record<string, unknown>) =>
    lines.push({ level, event, fields });
  const logger: Logger = {
    debug: at("debug"),
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
  };
  return { logger, lines };
}

/**
 * A database whose round trips succeed or fail as `reachable` says, each after `delayMs` (a
 * connection slow to open).
 */
function availabilityOf(logger: Logger) {
  const state = { reachable: true, trips: 0, delayMs: 0 };
  const trip = async () => {
    state.trips += 1;
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (!state.reachable) throw coded("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432");
  };
  const availability = new DatabaseAvailability({ check: trip, probe: trip }, logger, {
    probeMs: 10,
    pingTimeoutMs: 100,
    recoveryTimeoutMs: 5_000,
    probesInFlight: 4,
  });
  return { availability, state };
}

describe("database errors", () => {
  it("tells a lost or refused connection, through Drizzle's wrapper, from a fault of the query", () => {
    const trip = async () => {};
    const availability = new DatabaseAvailability({ check: trip, probe: trip }, undefined);
    for (const code of ["CONNECTION_CLOSED", "ECONNREFUSED", "57P01", "57P03", "08006"]) {
      expect(isConnectionLost(wrapped(coded(code))), code).toBe(true);
      expect(availability.failed(wrapped(coded(code))), code).toBeInstanceOf(
        DatabaseUnavailableError,
      );
    }
    // A statement timeout: unavailable (503), but the connection lives on.
    expect(isConnectionLost(coded("57014"))).toBe(false);
    expect(availability.failed(coded("57014"))).toBeInstanceOf(DatabaseUnavailableError);
    // A unique violation, a pool this process closed, a plain bug: not the database's absence.
    for (const error of [coded("23505"), coded("CONNECTION_ENDED"), new TypeError("x")]) {
      expect(availability.failed(error)).toBe(error);
    }
    availability.stop();
    // Only what the guarded queries report is a 503: a client's reset socket is not.
    expect(isDatabaseUnavailable(new DatabaseUnavailableError())).toBe(true);
    expect(isDatabaseUnavailable(coded("ECONNRESET"))).toBe(false);
    // Known by its code, as the pages' build has a copy of the class of its own.
    expect(isDatabaseUnavailable(coded("DATABASE_UNAVAILABLE"))).toBe(true);
  });
});

describe("DatabaseAvailability", () => {
  it("lets queries go on after a failure the database answers for: one warning, no outage", async () => {
    const { logger, lines } = recordingLogger();
    const { availability } = availabilityOf(logger);
    const error = availability.failed(wrapped(coded("57014", "canceling statement")));
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    await eventually(() => expect(lines.map((line) => line.event)).toEqual(["db.query_failed"]));
    expect(availability.isDown).toBe(false);
    expect(() => availability.assertUp()).not.toThrow();
    // Neither the query nor its parameters reach the log: the driver's message only.
    expect(JSON.stringify(lines)).not.toContain("lea@example.com");
    availability.stop();
  });

  it("an unreachable database: one error line, queries refused at once, one line once it answers", async () => {
    const { logger, lines } = recordingLogger();
    const { availability, state } = availabilityOf(logger);
    state.reachable = false;
    for (let i = 0; i < 20; i++) availability.failed(coded("ECONNREFUSED"));
    await eventually(() => expect(availability.isDown).toBe(true));
    expect(() => availability.assertUp()).toThrow(DatabaseUnavailableError);
    await expect(availability.ping()).rejects.toBeInstanceOf(DatabaseUnavailableError);
    // Probed again and again while down, without a line per probe or per refused query.
    const trips = state.trips;
    await eventually(() => expect(state.trips).toBeGreaterThan(trips + 3));
    availability.failed(coded("ECONNREFUSED"));
    expect(lines.map((line) => [line.level, line.event])).toEqual([["error", "db.unavailable"]]);
    expect(lines[0]?.fields?.reason).toMatchObject({ code: "ECONNREFUSED" });

    state.reachable = true;
    await eventually(() => expect(availability.isDown).toBe(false));
    expect(lines.map((line) => line.event)).toEqual(["db.unavailable", "db.recovered"]);
    await expect(availability.ping()).resolves.toBeUndefined();
    availability.stop();
  });

  it("is found up again by a probe slower than the check's bound: a server just back, slow to connect", async () => {
    const { logger, lines } = recordingLogger();
    const { availability, state } = availabilityOf(logger);
    state.reachable = false;
    availability.failed(coded("ECONNREFUSED"));
    await eventually(() => expect(availability.isDown).toBe(true));
    // Back, but each round trip now takes three times the check's bound to come back.
    state.delayMs = 300;
    state.reachable = true;
    await eventually(() => expect(availability.isDown).toBe(false));
    expect(lines.map((line) => line.event)).toEqual(["db.unavailable", "db.recovered"]);
    // A query failing then is checked within the check's bound: too slow, so down again.
    availability.failed(coded("ECONNRESET"));
    await eventually(() => expect(availability.isDown).toBe(true));
    availability.stop();
  });

  it("tells a round trip it gave up on, so its connection is left rather than waited on again", async () => {
    const signals: AbortSignal[] = [];
    const hang = (given: AbortSignal) => {
      signals.push(given);
      return new Promise<void>(() => {});
    };
    const availability = new DatabaseAvailability({ check: hang, probe: hang }, undefined, {
      probeMs: 10,
      pingTimeoutMs: 50,
      recoveryTimeoutMs: 50,
      probesInFlight: 4,
    });
    await expect(availability.ping()).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(signals[0]?.aborted).toBe(true);
    availability.stop();
  });

  it("is found up by a later probe while an earlier one still hangs, and gives that one up on stopping", async () => {
    const { logger, lines } = recordingLogger();
    const probes: AbortSignal[] = [];
    let reachable = false;
    const availability = new DatabaseAvailability(
      {
        check: async () => {
          throw coded("ECONNREFUSED");
        },
        // The first probe's connection attempt hangs (a server just back); the later ones answer.
        probe: (given) => {
          probes.push(given);
          if (probes.length === 1) return new Promise<void>(() => {});
          return reachable ? Promise.resolve() : Promise.reject(coded("ECONNREFUSED"));
        },
      },
      logger,
      // Far longer than the test may last: only a later probe can end the outage.
      { probeMs: 10, pingTimeoutMs: 100, recoveryTimeoutMs: 600_000, probesInFlight: 4 },
    );
    availability.failed(coded("ECONNREFUSED"));
    await eventually(() => expect(probes.length).toBeGreaterThan(0));
    reachable = true;
    await eventually(() => expect(availability.isDown).toBe(false));
    expect(lines.map((line) => line.event)).toEqual(["db.unavailable", "db.recovered"]);
    expect(probes[0]?.aborted).toBe(false);
    availability.stop();
    expect(probes[0]?.aborted).toBe(true);
  });

  it("fails at once what still waits on the database when the check finds it down", async () => {
    const { logger } = recordingLogger();
    const { availability, state } = availabilityOf(logger);
    const dropped: unknown[] = [];
    // A query and a transaction queued behind lost connections: they would wait long after.
    const waiting = [
      availability.whileUp(new Promise(() => {})),
      availability.whileUp(new Promise(() => {}), (error) => dropped.push(error)),
    ];
    const answered = availability.whileUp(Promise.resolve("rows"));
    await expect(answered).resolves.toBe("rows");
    state.reachable = false;
    availability.failed(coded("ECONNREFUSED"));
    for (const query of waiting) {
      await expect(query).rejects.toBeInstanceOf(DatabaseUnavailableError);
    }
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).toBeInstanceOf(DatabaseUnavailableError);
    availability.stop();
  });

  it("returns errors that are not the database's absence as they were, and checks nothing", async () => {
    const { logger, lines } = recordingLogger();
    const { availability, state } = availabilityOf(logger);
    const unique = coded("23505");
    expect(availability.failed(unique)).toBe(unique);
    expect(state.trips).toBe(0);
    expect(lines).toEqual([]);
    availability.stop();
  });
});
