/**
 * The news, within one process, that an e-mail was queued and its transaction committed: the
 * process's mailer looks at its queues at once instead of at its next round (an invitation or a
 * reset link would otherwise wait for it). Another process's mailer finds the row at its next
 * round; the queues in the database stay the only record.
 */
export class MailQueued {
  #listeners = new Set<() => void>();

  notify() {
    for (const listener of this.#listeners) listener();
  }

  /** Notifies once `committed` (a transaction that queued an e-mail) has resolved. */
  async after<T>(committed: Promise<T>): Promise<T> {
    const value = await committed;
    this.notify();
    return value;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

declare module "../spine/context" {
  interface AppServices {
    /** Told when an e-mail is queued, so the process's mailer sends it at once. */
    mailQueued: MailQueued;
  }
}
