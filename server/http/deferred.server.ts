/**
 * Work a request leaves for later, started after a random pause rather than right after its
 * answer: what the work does, or finds nothing to do, can be timed neither from the answer nor
 * from a request sent just after it. Each task runs once; a failure is handed to `onError`.
 * Pending tasks do not keep the process alive, and a stopped process drops them.
 */
export class DeferredWork {
  readonly #pauseMs: () => number;
  readonly #timers = new Set<NodeJS.Timeout>();

  /** By default a pause of 1 to 3 seconds, drawn for each task. */
  constructor(pauseMs: () => number = () => 1000 + Math.random() * 2000) {
    this.#pauseMs = pauseMs;
  }

  /** How many tasks wait for their turn. */
  get pending(): number {
    return this.#timers.size;
  }

  defer(task: () => Promise<void>, onError: (error: unknown) => void): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      task().catch(onError);
    }, this.#pauseMs());
    timer.unref();
    this.#timers.add(timer);
  }

  stop(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }
}

declare module "../spine/context" {
  interface AppServices {
    /** Work left by a request for a moment its answer does not tell (a reset request's). */
    deferred: DeferredWork;
  }
}
