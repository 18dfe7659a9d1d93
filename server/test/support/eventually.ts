import { vi } from "vitest";

/**
 * Retries `check` until it passes, for what the server does after answering (a file removed, a
 * log line written). Bounded by the test's own timeout in practice, never by a short fixed one:
 * how long it takes depends on the machine.
 */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 50_000, interval: 20 });
}
