import { existsSync } from 'node:fs';
import path from 'node:path';
import { createStorage } from '../media/create-storage.js';
import { BagProblems, bagContext, createBagService } from '../modules/bags/bags.service.js';
import { fail, openForCli } from './cli-database.js';

/**
 * `npm run import:bag -- DIR`: checks a BagIt bag made by export:bag (every checksum,
 * Payload-Oxum, the records) and brings its items into this archive with the same ids and
 * identical bytes, all or none. An item already here is refused. Exits 1 with the bag's
 * problems listed when it is not valid.
 */
const USAGE = 'Usage: npm run import:bag -- DIR';
const args = process.argv.slice(2).filter((a) => a !== '--');
if (args.length !== 1) fail(`Give the bag's folder.\n${USAGE}`);
const dir = path.resolve(args[0] as string);
if (!existsSync(path.join(dir, 'bagit.txt'))) fail(`${dir} is not a bag (no bagit.txt).`);

const { config, database } = await openForCli();
const storage = await createStorage(config);
try {
  const bags = createBagService(database.db, storage, bagContext(config));
  const { items } = await bags.importBag(dir);
  console.log(`Imported ${items.length} item(s) from ${dir}:`);
  for (const item of items) console.log(`  ${item.id}  ${item.title}`);
} catch (err) {
  process.exitCode = 1;
  console.error(
    err instanceof BagProblems ? `Error: ${err.message}` : `Error: the import failed: ${(err as Error).message}`,
  );
} finally {
  storage.close?.();
  await database.close();
}
