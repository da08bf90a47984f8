import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { seedDemo } from './db/seed/demo.js';
import { acquireServerLock, DataDirLockedError } from './lib/server-lock.js';

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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
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
