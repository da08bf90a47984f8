import type { Db } from '../../db/client.js';
import { withStagedMedia } from '../../lib/staged-media.js';
import type { Storage } from '../../lib/storage.js';
import { checkBagItems } from './bag-import-check.js';
import { insertItemRecords } from './bag-import-records.js';
import { type StagedItem, stageItem } from './bag-import-stage.js';
import { type BagImportOptions, bagLimits } from './bag-payload-checks.js';
import { readBag } from './bag-reader.js';

/**
 * Checks a bag (every checksum, Oxum, the records) and brings its items into this archive
 * with their ids, bytes, descriptions, transcripts, consent ledger and fixity history, all
 * or none. An item already here is refused, never overwritten.
 */
export async function importBag(db: Db, storage: Storage, root: string, options: BagImportOptions = {}) {
  const limits = bagLimits(options);
  const { payload } = await readBag(root, limits);
  const items = await checkBagItems(db, root, payload, limits);
  await withStagedMedia(storage, async (media) => {
    const rows: StagedItem[] = [];
    for (const item of items) rows.push(await stageItem(media, root, limits, item));
    await db.transaction(async (tx) => {
      for (const row of rows) await insertItemRecords(tx, row);
    });
  });
  return { items: items.map((i) => ({ id: i.record.id, title: i.record.title })) };
}
