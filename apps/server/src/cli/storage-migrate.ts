import { parseArgs } from 'node:util';
import { createStorage } from '../media/create-storage.js';
import { migrateStorage } from '../media/migrate-storage.js';
import { mediaFilesRepository } from '../repositories/media-files.repository.js';
import { fail, openForCli } from './cli-database.js';

/**
 * `npm run storage:migrate -- --to s3|disk [--remove-source]`: copies the installation's media
 * between DATA_DIR/media and the S3 bucket (S3_* settings), verifying every copy by SHA-256
 * (media/migrate-storage.ts). The source is kept unless --remove-source; STORAGE is then
 * switched by the operator. Run it with the server stopped, or run it again after the switch:
 * a second run copies only what arrived meanwhile.
 */
const USAGE = 'Usage: npm run storage:migrate -- --to s3|disk [--remove-source]';
const { values } = (() => {
  try {
    return parseArgs({
      options: { to: { type: 'string' }, 'remove-source': { type: 'boolean', default: false } },
      strict: true,
    });
  } catch (err) {
    return fail(`${(err as Error).message}\n${USAGE}`);
  }
})();
const to = values.to;
if (to !== 's3' && to !== 'disk') fail(`--to must be s3 or disk.\n${USAGE}`);

const { config, database } = await openForCli();
if (!config.s3) {
  await database.close();
  fail(
    'S3_BUCKET (with S3_ENDPOINT and the keys for a self-hosted store) must be set to move media to or from a bucket.',
  );
}
const source = await createStorage(config, to === 's3' ? 'disk' : 's3');
const target = await createStorage(config, to);
const where = (kind: string) => (kind === 'disk' ? config.mediaDir : `bucket ${config.s3?.bucket}`);
try {
  const recorded = await mediaFilesRepository.checksums(database.db);
  const report = await migrateStorage(source, target, { recorded, removeSource: values['remove-source'] });
  for (const { key, reason } of report.mismatched) console.error(`mismatch: ${key}: ${reason}`);
  const mb = (report.bytes / 1024 / 1024).toFixed(1);
  console.log(
    `Media from ${where(source.kind)} to ${where(target.kind)}: ${report.copied.length} copied (${mb} MB), ` +
      `${report.present.length} already there, ${report.mismatched.length} mismatched; every copy verified by SHA-256.`,
  );
  if (report.mismatched.length > 0) {
    process.exitCode = 1;
    console.error('Some files were not moved (listed above). Nothing was removed for them; see the README on fixity.');
  } else {
    console.log(
      values['remove-source']
        ? `The source copies were removed. Set STORAGE=${to} and restart the server.`
        : `The source was kept. Set STORAGE=${to} and restart the server; remove the old copies when satisfied.`,
    );
  }
} finally {
  source.close?.();
  target.close?.();
  await database.close();
}
