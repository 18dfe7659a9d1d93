import { randomUUID } from "node:crypto";
import type { Database } from "../db/client.server";
import { ALL_TABLES, type ContentChanges } from "../spine/changes";
import type { Logger } from "../spine/logger.server";

/** The PostgreSQL channel every process listens on. */
export const CONTENT_CHANNEL = "ada_content_changes";

/**
 * Relays content changes between the processes that serve one PostgreSQL database: each write is
 * announced with NOTIFY, and each process LISTENs and drops what it cached for that table. A
 * process skips its own announcements (it dropped its caches when it wrote). When the listening
 * connection comes back after a loss, announcements may have been missed: everything is dropped.
 * Without a PostgreSQL server (PGlite, one process) there is nothing to relay.
 */
export async function relayContentChanges(
  changes: ContentChanges,
  database: Database,
  logger: Logger,
): Promise<{ stop(): Promise<void> }> {
  const notifications = database.notifications;
  if (!notifications) return { stop: async () => {} };
  const origin = randomUUID();
  let listening = false;
  const listener = await notifications.listen(
    CONTENT_CHANNEL,
    (payload) => {
      const message = parseAnnouncement(payload);
      if (!message || message.origin === origin) return;
      changes.deliver(message.table);
    },
    () => {
      // The first time is the start: nothing cached yet. Later ones follow a lost connection.
      if (listening) {
        logger.warn("content.relay_reconnected");
        changes.deliver(ALL_TABLES);
      }
      listening = true;
    },
  );
  changes.publishTo((table) => {
    notifications
      .notify(CONTENT_CHANNEL, JSON.stringify({ table, origin }))
      .catch((error: unknown) => logger.warn("content.relay_failed", { table, error }));
  });
  return {
    async stop() {
      changes.publishTo(undefined);
      await listener.stop();
    },
  };
}

function parseAnnouncement(payload: string): { table: string; origin: string } | undefined {
  try {
    const value = JSON.parse(payload) as unknown;
    if (typeof value !== "object" || value === null) return undefined;
    const { table, origin } = value as Record<string, unknown>;
    return typeof table === "string" && typeof origin === "string" ? { table, origin } : undefined;
  } catch {
    return undefined;
  }
}
