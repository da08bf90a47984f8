import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { seedDemo } from './db/seed/demo.js';
import { acquireServerLock, DataDirLockedError } from './lib/server-lock.js';
import { settleInFlightMedia } from './lib/staged-media.js';

/** Reads the environment, builds the app, listens, and shuts down gracefully. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const releaseLock = config.database.kind === 'pglite' ? acquireServerLock(config.dataDir) : () => {};
  const app = await buildApp(config);
  if (config.seedDemo) await seedDemo(app);

  // SIGTERM: stop taking requests (new ones on open connections get 503), let those in flight
  // finish for SHUTDOWN_GRACE_SECONDS, then cut the connections that remain: an upload cut
  // short cleans up its own temp and staged files (its transaction never committed).
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    const cut = setTimeout(() => app.server.closeAllConnections(), config.shutdownGraceMs);
    const force = setTimeout(() => process.exit(1), config.shutdownGraceMs + 5_000);
    cut.unref();
    force.unref();
    try {
      await app.close();
      const settled = await settleInFlightMedia(2_000);
      app.log.info(settled, 'requests in flight settled');
    } finally {
      releaseLock();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  // A known refusal (the data folder is held by another process) is a sentence, not a stack.
  console.error(err instanceof DataDirLockedError ? `Error: ${err.message}` : err);
  process.exit(1);
});
