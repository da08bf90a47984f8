import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStorage } from '../media/create-storage.js';
import { RestoreError, restoreBackup } from '../media/restore.js';
import { fail, openForCli } from './cli-database.js';

/**
 * `npm run restore -- --from DIR [--snapshot NAME] [--replace]`: puts a backup made by
 * `npm run backup` back onto this installation's database and media storage (DATA_DIR,
 * DATABASE_URL, STORAGE): every checksum verified first, nothing written if one fails; a
 * target holding data is refused unless --replace. Run it with the server stopped.
 */
const USAGE = 'Usage: npm run restore -- --from DIR [--snapshot NAME] [--replace]';
const { values } = (() => {
  try {
    return parseArgs({
      options: {
        from: { type: 'string' },
        snapshot: { type: 'string' },
        replace: { type: 'boolean', default: false },
      },
      strict: true,
    });
  } catch (err) {
    return fail(`${(err as Error).message}\n${USAGE}`);
  }
})();
if (!values.from) fail(`--from is required: the folder npm run backup wrote.\n${USAGE}`);

const { config, database } = await openForCli();
const storage = await createStorage(config);
try {
  const r = await restoreBackup(database.db, storage, path.resolve(values.from), {
    dataDir: config.dataDir,
    replace: values.replace,
    snapshot: values.snapshot,
    onProgress: (line) => console.log(line),
  });
  console.log(
    `Restored ${path.basename(r.snapshot)} (taken ${r.meta.createdAt}): ${r.rows} database rows and ${r.files} media ` +
      `files (${(r.bytes / 1024 / 1024).toFixed(1)} MB), every checksum verified, in ${r.seconds.toFixed(1)} s.`,
  );
} catch (err) {
  process.exitCode = 1;
  console.error(`Error: ${err instanceof RestoreError ? '' : 'the restore failed: '}${(err as Error).message}`);
} finally {
  storage.close?.();
  await database.close();
}
