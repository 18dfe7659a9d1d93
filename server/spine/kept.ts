/**
 * One value of this process built on demand and kept until `drop()` (a change it shows, this
 * process's or one relayed from another) or `maxAgeMs` at most whatever happens. Reads that miss
 * together share one build; a build a drop overtook is answered to its readers but not kept (the
 * next read builds again), nor is a build that failed.
 */
export class Kept<T> {
  #entry: { value: Promise<T>; at: number } | undefined;

  constructor(private readonly maxAgeMs: number) {}

  read(build: () => Promise<T>): Promise<T> {
    const entry = this.#entry;
    if (entry && Date.now() - entry.at < this.maxAgeMs) return entry.value;
    const next = { value: build(), at: Date.now() };
    this.#entry = next;
    next.value.catch(() => {
      if (this.#entry === next) this.#entry = undefined;
    });
    return next.value;
  }

  drop() {
    this.#entry = undefined;
  }
}
