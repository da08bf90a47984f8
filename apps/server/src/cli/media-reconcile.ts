import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStorage } from '../media/create-storage.js';
import { reconcileMedia, reconcileSummary } from '../media/reconcile.js';
import { fail, openForCli } from './cli-database.js';

/**
 * `npm run media:reconcile -- [--grace SECONDS]`: puts media storage back in step with the
 * database now (media/reconcile.ts) and prints what it promoted and removed. The default grace
 * is an hour; `--grace 0` takes everything, for a stopped server or right after a crash.
 */
const USAGE = 'Usage: npm run media:reconcile -- [--grace SECONDS]';
const { values } = (() => {
  try {
    return parseArgs({ options: { grace: { type: 'string', default: '3600' } }, strict: true });
  } catch (err) {
    return fail(`${(err as Error).message}\n${USAGE}`);
  }
})();
const grace = Number(values.grace);
if (!Number.isInteger(grace) || grace < 0) fail(`--grace must be a whole number of seconds.\n${USAGE}`);

const { config, database } = await openForCli();
const storage = await createStorage(config);
try {
  const report = await reconcileMedia(database.db, storage, path.join(config.dataDir, 'tmp'), {
    graceMs: grace * 1000,
  });
  for (const [label, keys] of Object.entries(report)) for (const key of keys) console.log(`${label}: ${key}`);
  console.log(`Media reconciled (grace ${grace} s): ${reconcileSummary(report)}.`);
} finally {
  storage.close?.();
  await database.close();
}
