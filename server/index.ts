// First: V8's settings before any other module allocates.
import "./start/pretenuring.server";
import "./start/wasm-baseline.server";
import path from "node:path";
import { startAssistant } from "./assistant/start.server";
import { ensureAdmins } from "./auth/bootstrap.server";
import { configOrExit, fail, lockOrExit } from "./cli.server";
import { purgeOldContactMessages } from "./contact/contact.server";
import { relayContentChanges } from "./content/changes.server";
import { startScheduler } from "./content/schedule.server";
import { seedContent } from "./content/seed.server";
import { openDatabase } from "./db/client.server";
import { createDeps } from "./deps.server";
import { startMailer } from "./mail/mailer.server";
import { createLogger } from "./spine/logger.server";
import { devServer } from "./start/dev-server.server";
import { collectWhenIdle } from "./start/idle-collection.server";
import { productionServer } from "./start/production-server.server";
import { stopGracefully } from "./start/shutdown.server";
import { MissingBuildError, requireBuild } from "./start/ssr.server";
import { unhandledRejectionPolicy } from "./start/unhandled-rejection.server";
import { removeStrayUploads } from "./storage/stray-uploads.server";
import { removeUnreferencedUploads } from "./storage/unreferenced-uploads.server";

function buildOrExit(buildDir: string) {
  try {
    requireBuild(buildDir);
  } catch (error) {
    if (error instanceof MissingBuildError) fail(error.message);
    throw error;
  }
}

/**
 * The exit code of a server that could not start (configuration, no build, DATA_DIR held by
 * another server, the port taken, the database unreachable): `npm start` (scripts/start.sh) then
 * ends rather than start it again, as it does after a crash.
 */
const CANNOT_START = 78;

async function main() {
  const started = performance.now();
  process.exitCode = CANNOT_START;
  const config = configOrExit();
  const logger = createLogger(config.LOG_LEVEL);
  process.on("unhandledRejection", unhandledRejectionPolicy(logger));
  const dev = config.NODE_ENV === "development";
  const buildDir = path.resolve(process.cwd(), process.env.BUILD_DIR ?? "build");
  // Without a build there is nothing to serve: stop before the database is created or opened.
  if (!dev) buildOrExit(buildDir);

  // One process per embedded database; a second opener stops here, before touching it.
  const release = lockOrExit(config);

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    logger,
  });
  const deps = createDeps(config, database, logger);
  // Several processes on one PostgreSQL: a write on any of them drops every process's caches.
  const relay = await relayContentChanges(deps.changes, database, logger);
  if (deps.storage.kind === "local") {
    await removeStrayUploads(config.DATA_DIR, config.DATABASE_URL ? 86_400_000 : 0, logger);
  }
  await ensureAdmins(deps);
  await seedContent(deps);
  // Files of forms never saved, in the background: a large store must not delay the start.
  void removeUnreferencedUploads(deps).catch((error) =>
    logger.warn("storage.unreferenced_cleanup_failed", { error }),
  );

  // The privacy page promises contact messages are kept 3 years: purge at start, then daily.
  const purge = () =>
    purgeOldContactMessages(deps).catch((error) => logger.warn("contact.purge_failed", { error }));
  await purge();
  setInterval(purge, 86_400_000).unref();
  // SMTP_URL set: queued e-mails (contact notifications to the team, invitations and reset links
  // to members) are sent beside the requests.
  const mailer = config.SMTP_URL ? startMailer(deps) : undefined;
  // The assistant's index built in the background; its unanswered questions kept 90 days.
  startAssistant(deps);
  // Scheduled publications and withdrawals, in every process (each due row changed by one).
  const scheduler = startScheduler(deps);

  const server = dev ? await devServer(deps) : await productionServer(deps, buildDir);
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info("server.started", {
    url: `http://${config.HOST}:${port}`,
    database: database.kind,
    storage: deps.storage.kind,
    startup_ms: Math.round(performance.now() - started),
    rss_mib: Math.round(process.memoryUsage().rss / 1048576),
  });
  process.exitCode = undefined;
  // What a burst of requests leaves dead in the heap is freed once the server turns idle.
  const stopCollecting = collectWhenIdle(logger);

  stopGracefully(server, logger, async () => {
    stopCollecting();
    await mailer?.stop().catch((error) => logger.warn("mail.stop_failed", { error }));
    await scheduler.stop();
    await relay.stop().catch((error) => logger.warn("content.relay_stop_failed", { error }));
    await database.close().catch((error) => logger.error("db.close_failed", { error }));
    release();
  });
}

main().catch((error) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : error}\n`);
  process.exit(CANNOT_START);
});
