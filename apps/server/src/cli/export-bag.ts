import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AppError } from '../lib/app-error.js';
import { createStorage } from '../media/create-storage.js';
import { directorySink } from '../modules/bags/bag-writer.js';
import { bagContext, createBagService } from '../modules/bags/bags.service.js';
import { fail, openForCli } from './cli-database.js';

/**
 * `npm run export:bag -- (--song ID | --collection ID | --all) --out DIR`: writes a
 * BagIt bag (RFC 8493) at DIR: the originals, renditions, covers, transcripts and metadata of
 * the items, with SHA-256 and SHA-512 manifests. DIR must not exist or be empty. With the
 * embedded database the server must be stopped (its admin screen downloads bags while it runs).
 */
const USAGE = 'Usage: npm run export:bag -- (--song ID | --collection ID | --all) --out DIR';
const { values } = (() => {
  try {
    return parseArgs({
      options: {
        song: { type: 'string' },
        collection: { type: 'string' },
        all: { type: 'boolean' },
        out: { type: 'string' },
      },
      strict: true,
    });
  } catch (err) {
    return fail(`${(err as Error).message}\n${USAGE}`);
  }
})();
const chosen = [values.song !== undefined, values.collection !== undefined, values.all === true].filter(Boolean).length;
if (chosen !== 1) fail(`Choose one of --song, --collection or --all.\n${USAGE}`);
if (!values.out) fail(`--out is required: the folder the bag is written to.\n${USAGE}`);
const out = path.resolve(values.out);
if (existsSync(out) && readdirSync(out).length > 0) fail(`${out} is not empty: choose a new folder for the bag.`);
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = values.song ?? values.collection;
if (id !== undefined && !uuid.test(id)) fail(`${id} is not an id (a UUID such as 0b6e…).`);

const { config, database } = await openForCli();
const storage = await createStorage(config);
try {
  const bags = createBagService(database.db, storage, bagContext(config));
  const scope = values.song
    ? { song: values.song }
    : values.collection
      ? { collection: values.collection }
      : { all: true as const };
  const started = Date.now();
  const result = await bags.exportBag(scope, directorySink(out));
  const mb = (result.octets / 1024 / 1024).toFixed(1);
  console.log(
    `Bag written to ${out}: ${result.items} item(s), ${result.files} payload files, ${mb} MB, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (err) {
  process.exitCode = 1;
  if (err instanceof AppError && err.statusCode === 404) {
    console.error(
      values.collection && err.code === 'COLLECTION_NOT_FOUND'
        ? `Error: there is no collection ${values.collection}.`
        : 'Error: nothing to bag: no published item (not removed, consent not withdrawn) in that choice.',
    );
  } else console.error(`Error: the export failed: ${(err as Error).message}`);
} finally {
  storage.close?.();
  await database.close();
}
