import { ConfigError, loadConfig } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { acquireServerLock, lockHolder } from '../lib/server-lock.js';
import { createTokenService } from '../lib/tokens.js';
import { createUsersService } from '../modules/users/users.service.js';

export function fail(message: string): never {
  console.error(`Error: ${message}`);
  process.exit(2);
}

/**
 * Opens the same database as the server. An embedded database held by a running server
 * is refused with a plain sentence rather than opened twice.
 */
export async function openForCli() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  if (config.database.kind === 'pglite') {
    const pid = lockHolder(config.dataDir);
    if (pid !== null) {
      fail(
        `the Nupe Music server (pid ${pid}) is running on ${config.dataDir}. Stop it first, then run this command again.`,
      );
    }
  }
  // Hold the lock while the command runs, so a server started meanwhile refuses to open
  // the same embedded database instead of sharing its files.
  const release = config.database.kind === 'pglite' ? acquireServerLock(config.dataDir) : () => {};
  const opened = await openDatabase(config.database).catch((err: unknown) => {
    release();
    throw err;
  });
  const database = {
    ...opened,
    close: async () => {
      try {
        await opened.close();
      } finally {
        release();
      }
    },
  };
  const users = createUsersService(database.db, createTokenService(config.jwtSecret));
  return { config, database, users };
}
