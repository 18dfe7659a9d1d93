import type { Database, Db } from "../db/client.server";
import { type Actor, type AuditRecord, recordAudit } from "./audit.server";

/** An open transaction, as a write's statements and its entries see it. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** An entry of the write's log, made by the write's actor. */
export type AuditEntry = Omit<AuditRecord, "actor">;

/** What a write is handed: its transaction, the way to log it and to name what it changed. */
export interface AuditedWrite {
  tx: Tx;
  /** Records an entry in the write's transaction: both commit, or neither does. */
  record(entry: AuditEntry): Promise<void>;
  /** A table (or cache name) whose kept pages, lists and indexes drop once the write commits. */
  announce(table: string): void;
}

/** What follows the commit: the tables announced in every process, the mailer woken. */
export interface AfterCommit {
  announce?: readonly string[];
  /** The write queued an e-mail: this process's mailer sends it now, not at its next round. */
  wakeMailer?: boolean;
}

/** The app's services a write uses (`AppServices` has them). */
export interface WriteServices {
  database: Database;
  /** Tells every process's caches that a table changed (ContentChanges). */
  changes: { emit(table: string): void };
  /** Wakes this process's mailer (MailQueued). */
  mailQueued: { notify(): void };
}

/**
 * The one way the server changes what the back office manages: `write` runs in one transaction
 * with the audit entries it records (a write the log does not show never happened); once it has
 * committed, the tables it named are announced (this process's caches at once, the others'
 * through the relay) and the mailer is woken for an e-mail it queued. A write that fails or
 * throws leaves nothing: no row, no entry, no announcement.
 */
export async function audited<T>(
  deps: WriteServices,
  actor: Actor | null,
  write: (w: AuditedWrite) => Promise<T>,
  after: AfterCommit = {},
): Promise<T> {
  const announced = new Set(after.announce);
  const result = await deps.database.db.transaction((tx) =>
    write({
      tx,
      record: (entry) => recordAudit(tx, { ...entry, actor }),
      announce: (table) => announced.add(table),
    }),
  );
  for (const table of announced) deps.changes.emit(table);
  if (after.wakeMailer) deps.mailQueued.notify();
  return result;
}
