/**
 * Tells whoever caches rendered pages that content changed (DESIGN 6: cached public HTML is
 * dropped when the content it shows changes).
 */
export class ContentChanges {
  #listeners = new Set<(table: string) => void>();

  subscribe(listener: (table: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(table: string) {
    for (const listener of this.#listeners) listener(table);
  }
}
