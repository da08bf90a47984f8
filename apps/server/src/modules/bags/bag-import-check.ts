import path from 'node:path';
import type { Db } from '../../db/client.js';
import { checkRegistries } from '../../lib/archive-registries.js';
import { verifyChain } from '../../lib/consent-hash.js';
import { bagsRepository } from '../../repositories/bags.repository.js';
import { type SniffedTypes, sniffItem } from './bag-payload-checks.js';
import { type BagLimits, BagProblems, type CheckedPayload, readBagText } from './bag-reader.js';
import { type ItemEvents, ItemEventsSchema, type ItemRecord, ItemRecordSchema } from './item-record.js';

/** An item of a checked bag, ready to be brought in. */
export type CheckedItem = { record: ItemRecord; events: ItemEvents; dir: string; types: SniffedTypes };

/**
 * Reading and checking every item of a bag whose checksums already hold: its records follow
 * nupe-music-item/1, its original is the one its record names, every file it names is in the
 * bag, its description uses the registries, its consent ledger is unbroken, it is not already
 * here, and its files are what their names say. Every item's problems are gathered and
 * answered together; nothing is imported from a bag with any.
 */
export async function checkBagItems(
  db: Db,
  root: string,
  payload: CheckedPayload,
  limits: BagLimits,
): Promise<CheckedItem[]> {
  const problems: string[] = [];
  const items: CheckedItem[] = [];
  const dirs = new Set([...payload.keys()].map((f) => f.split('/')[1] as string));
  for (const dir of [...dirs].sort()) {
    try {
      items.push(await checkItem(db, root, payload, limits, dir));
    } catch (err) {
      if (err instanceof BagProblems) throw err;
      const message =
        err instanceof Error && 'issues' in err
          ? 'its metadata does not follow nupe-music-item/1'
          : (err as Error).message;
      problems.push(`item ${dir}: ${message}`);
    }
  }
  if (items.length === 0 && problems.length === 0) problems.push('The bag holds no item.');
  if (problems.length > 0) throw new BagProblems(problems);
  return items;
}

async function checkItem(
  db: Db,
  root: string,
  payload: CheckedPayload,
  limits: BagLimits,
  dir: string,
): Promise<CheckedItem> {
  const load = async (name: string) => {
    const file = `data/${dir}/metadata/${name}`;
    if (!payload.has(file)) throw new Error(`${file} is missing`);
    return JSON.parse((await readBagText(path.join(root, file), limits)) ?? '');
  };
  const record = ItemRecordSchema.parse(await load('item.json'));
  const events = ItemEventsSchema.parse(await load('events.json'));
  if (record.id !== dir) throw new Error(`data/${dir} holds the record of ${record.id}`);
  const original = payload.get(`data/${dir}/${record.original.file}`);
  if (!original || original.sha256 !== record.original.sha256 || original.size !== record.original.size) {
    throw new Error(`the original's bytes are not those its record names (SHA-256 ${record.original.sha256})`);
  }
  for (const f of [
    ...record.renditions.map((r) => r.file),
    ...record.cover,
    ...record.transcripts.map((t) => t.file),
  ]) {
    if (!payload.has(`data/${dir}/${f}`)) throw new Error(`${f} is named in item.json but not in the bag`);
  }
  if (record.archive) {
    try {
      checkRegistries(record.archive);
    } catch (err) {
      throw new Error(`its description: ${(err as Error).message}`);
    }
  }
  const chain = verifyChain(
    events.consent.map((e) => ({ ...e, songId: record.id, recordedAt: new Date(e.recordedAt) })),
    events.consent.at(-1)?.hash ?? null,
  );
  if (chain.length > 0) throw new Error(`its consent ledger is broken: ${chain.map((c) => c.problem).join('; ')}`);
  if (await bagsRepository.songExists(db, record.id)) throw new Error('it is already in this archive');
  return { record, events, dir, types: await sniffItem(root, dir, record, limits) };
}
