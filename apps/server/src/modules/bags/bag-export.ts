import type { Db } from '../../db/client.js';
import type { Storage } from '../../lib/storage.js';
import { bagsRepository } from '../../repositories/bags.repository.js';
import { songsRepository } from '../../repositories/songs.repository.js';
import { writeItemMetadata } from './bag-item-metadata.js';
import { writeItemPayload } from './bag-item-payload.js';
import type { BagContext, BagPlan } from './bag-plan.js';
import { type BagSink, type BagWriter, createBagWriter } from './bag-writer.js';

/**
 * Writing a planned bag into a sink (a folder or a tar stream): each item's payload and
 * metadata, then the manifests and tag files (bag-writer.ts), with bag-info.txt saying where
 * the bag comes from and what it holds. A failure part-way aborts the bag.
 */
export async function exportBag(db: Db, storage: Storage, ctx: BagContext, plan: BagPlan, sink: BagSink) {
  const writer = createBagWriter(sink);
  try {
    for (const id of plan.ids) await exportItem(db, storage, ctx, writer, id);
  } catch (err) {
    await writer.abort();
    throw err;
  }
  const { octets, files } = await writer.finish([
    ['Source-Organization', ctx.organization],
    ['External-Identifier', plan.identifier],
    ['External-Description', plan.description],
    ['Internal-Sender-Identifier', plan.name],
    ['Bag-Count', '1 of 1'],
  ]);
  return { items: plan.ids.length, octets, files, name: plan.name };
}

async function exportItem(db: Db, storage: Storage, ctx: BagContext, writer: BagWriter, id: string) {
  const it = await bagsRepository.item(db, id);
  const view = await songsRepository.findView(db, id);
  if (!it || !view) throw new Error(`item ${id} left the archive while it was bagged`);
  const payload = await writeItemPayload(storage, writer, it);
  const fixity = await bagsRepository.fixityEvents(db, [...payload.files.keys()]);
  await writeItemMetadata(writer, ctx, { it, view, payload, fixity });
}
