import { parseArgs } from 'node:util';
import { createStorage } from '../media/create-storage.js';
import { runFixityAudit } from '../media/fixity-audit.js';
import { fail, openForCli } from './cli-database.js';

/**
 * `npm run fixity [-- --max-mb-per-s N]`: one fixity audit now, from the command line (the
 * server also runs them on a schedule, FIXITY_INTERVAL_HOURS). Every kept file is re-read and
 * its SHA-256 compared with the recorded one; each check is kept as an event. Prints each
 * failure and a summary; exits 1 when a file failed or is missing, so cron can tell.
 * With the embedded database the server must be stopped; on PostgreSQL it may run.
 */
const USAGE =
  'Usage: npm run fixity [-- --max-mb-per-s N]   (N: read speed limit; default FIXITY_MAX_MB_PER_S, 0: none)';
const { values } = (() => {
  try {
    return parseArgs({ options: { 'max-mb-per-s': { type: 'string' } }, strict: true });
  } catch (err) {
    return fail(`${(err as Error).message}\n${USAGE}`);
  }
})();
const limitArg = values['max-mb-per-s'];
if (limitArg !== undefined && !(Number(limitArg) >= 0))
  fail(`--max-mb-per-s must be 0 or a positive number.\n${USAGE}`);

const { config, database } = await openForCli();
const storage = await createStorage(config);
try {
  const maxBytesPerSecond =
    limitArg !== undefined
      ? Number(limitArg) > 0
        ? Number(limitArg) * 1024 * 1024
        : null
      : (config.fixity?.maxBytesPerSecond ?? null);
  const report = await runFixityAudit(database.db, storage, {
    trigger: 'command',
    maxBytesPerSecond,
    onCheck: (check) => {
      if (check.outcome === 'fail')
        console.error(`FAILED  ${check.key}: expected ${check.expected}, found ${check.found}`);
      if (check.outcome === 'missing') console.error(`MISSING ${check.key}`);
    },
  });
  const mb = report.bytes / 1024 / 1024;
  console.log(
    `Fixity audit: ${report.objects} file(s), ${mb.toFixed(1)} MB in ${report.seconds.toFixed(1)} s ` +
      `(${(mb / Math.max(report.seconds, 0.001)).toFixed(1)} MB/s): ${report.passed} verified, ${report.failed} failed, ` +
      `${report.missing} missing, ${report.recorded} checksum(s) recorded for the first time.`,
  );
  if (report.error) {
    process.exitCode = 1;
    console.error(`Error: the audit stopped early: ${report.error}`);
  } else if (report.failed + report.missing > 0) {
    process.exitCode = 1;
    console.error(
      `Error: ${report.failed + report.missing} file(s) failed the audit (listed above). They were left as found; ` +
        'restore them from a backup (README, "Backups").',
    );
  }
} finally {
  storage.close?.();
  await database.close();
}
