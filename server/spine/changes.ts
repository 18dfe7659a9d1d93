/**
 * Tells whoever caches rendered pages or lists that content changed: cached public HTML is dropped
 * when the content it shows changes. A write of this process reaches its own caches at once and,
 * once relayed (`relayContentChanges`), every other process on the same PostgreSQL.
 */
export class ContentChanges {
  #listeners = new Set<(table: string) => void>();
  #publish: ((table: string) => void) | undefined;

  subscribe(listener: (table: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** A committed write of this process: its own caches now, the other processes' through the relay. */
  emit(table: string) {
    this.deliver(table);
    this.#publish?.(table);
  }

  /** A write another process made: only this process's caches. */
  deliver(table: string) {
    for (const listener of this.#listeners) listener(table);
  }

  /** Where this process's writes are announced to the others (one relay at a time). */
  publishTo(publish: ((table: string) => void) | undefined) {
    this.#publish = publish;
  }
}

/** Sent for "every cache": the relay reconnected and may have missed announcements. */
export const ALL_TABLES = "*";
