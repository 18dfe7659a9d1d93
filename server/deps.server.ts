import { Assistant } from "./assistant/assistant.server";
import { assistantContentReader } from "./assistant/content.server";
import { languageModelOf } from "./assistant/model.server";
import { LiveSessions } from "./auth/live-sessions.server";
import { createTokenSigner } from "./auth/tokens.server";
import { ListCache, machineReading } from "./content/list-cache.server";
import type { Database } from "./db/client.server";
import { DeferredWork } from "./http/deferred.server";
import { createMetrics, timeQueries } from "./http/metrics.server";
import { RateLimits } from "./http/rate-limit.server";
import { MailQueued } from "./outbox/queued.server";
import { SiteTexts } from "./site-texts/site-texts.server";
import { ContentChanges } from "./spine/changes";
import type { Config } from "./spine/config.server";
import type { AppServices } from "./spine/context";
import type { Logger } from "./spine/logger.server";
import { createStorage } from "./storage/create-storage.server";
import { MediaLibrary } from "./storage/media-library-kept.server";
import { STORED_URL_COLUMNS } from "./storage/stored-urls.server";
import { translationModelOf } from "./translations/suggest.server";
import { keptTranslationWork } from "./translations/summary.server";

/** Everything the server's parts are given, built once (the server, tests and scripts alike). */
export function createDeps(config: Config, database: Database, logger: Logger): AppServices {
  const metrics = createMetrics(config.METRICS_TOKEN);
  timeQueries(database.db, metrics);
  const changes = new ContentChanges();
  const siteTexts = new SiteTexts(database, changes, logger, config.MACHINE_TRANSLATIONS_PUBLIC);
  const mediaLibrary = new MediaLibrary(
    changes,
    STORED_URL_COLUMNS.map((entry) => entry.table),
  );
  return {
    config,
    database,
    logger,
    signer: createTokenSigner(config.JWT_SECRET),
    sessions: new LiveSessions(database),
    storage: mediaLibrary.watching(createStorage(config)),
    changes,
    rateLimits: RateLimits.for(database),
    metrics,
    siteTexts,
    assistant: new Assistant({
      changes,
      logger,
      read: assistantContentReader({ database, siteTexts }),
      model: languageModelOf(config),
    }),
    translationModel: translationModelOf(config),
    translationWork: keptTranslationWork(changes),
    clock: { now: () => new Date() },
    lists: new ListCache({ database, changes, machine: machineReading(config) }),
    mediaLibrary,
    mailQueued: new MailQueued(),
    deferred: new DeferredWork(),
  };
}
