import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { MediaWriter } from '../../lib/storage.js';
import { parseVtt, searchText } from '../../lib/webvtt.js';
import type { bagsRepository } from '../../repositories/bags.repository.js';
import type { CheckedItem } from './bag-import-check.js';
import { type BagLimits, checkDeadline, openBagFile, readBagText } from './bag-reader.js';
import type { ItemEvents, ItemRecord } from './item-record.js';

type NewItem = Parameters<typeof bagsRepository.insertItem>[1];

/** An item of a bag being imported, its files already staged under their new keys. */
export type StagedItem = {
  r: ItemRecord;
  events: ItemEvents;
  /** Bag path → the storage key it was staged under. */
  keys: Map<string, string>;
  fileId: string;
  audioKey: string;
  renditions: NewItem['renditions'];
  coverKey: string | null;
  transcripts: NewItem['transcripts'];
  /** The original's type as its bytes say (never the bag's claim). */
  originalMime: string;
};

const extOf = (key: string) => path.extname(key).toLowerCase();

/**
 * Staging a checked item's files under new storage keys (the original, renditions and cover
 * copied byte for byte, within the bag's deadline) and reading its transcripts from WebVTT.
 * Staged files become real only when the import's transaction commits.
 */
export async function stageItem(
  media: MediaWriter,
  root: string,
  limits: BagLimits,
  { record: r, events, dir, types }: CheckedItem,
): Promise<StagedItem> {
  const keys = new Map<string, string>();
  const file = (f: string) => path.join(root, 'data', dir, f);
  const put = async (bagFile: string, key: string) => {
    checkDeadline(limits);
    const handle = await openBagFile(file(bagFile), limits);
    try {
      await media.put(key, handle.createReadStream({ autoClose: false }));
    } finally {
      await handle.close();
    }
    keys.set(bagFile, key);
    return key;
  };
  const fileId = randomUUID();
  const audioKey = await put(r.original.file, `audio/${fileId.slice(0, 2)}/${fileId}${extOf(r.original.file)}`);
  const renditions: StagedItem['renditions'] = [];
  for (const [i, x] of r.renditions.entries()) {
    const rid = randomUUID();
    renditions.push({
      id: rid,
      mediaFileId: fileId,
      kind: x.kind,
      storageKey: await put(x.file, `renditions/${rid.slice(0, 2)}/${rid}${extOf(x.file)}`),
      mime: types.renditions[i] as string,
      sizeBytes: x.size,
      bitrate: x.bitrate,
      durationSeconds: x.durationSeconds,
      sha256: x.sha256,
      createdAt: new Date(x.createdAt),
    });
  }
  let coverKey: string | null = null;
  if (r.cover.length > 0) {
    const cid = randomUUID();
    coverKey = `covers/${cid.slice(0, 2)}/${cid}`;
    for (const f of r.cover) await put(f, `${coverKey}/${path.basename(f)}`);
  }
  const transcripts: StagedItem['transcripts'] = [];
  for (const t of r.transcripts) {
    const cues = parseVtt((await readBagText(file(t.file), limits)) ?? '');
    transcripts.push({
      songId: r.id,
      language: t.language,
      kind: t.kind,
      status: t.status,
      cues,
      searchText: searchText(cues),
      updatedAt: new Date(t.updatedAt),
    });
  }
  return { r, events, keys, fileId, audioKey, renditions, coverKey, transcripts, originalMime: types.original };
}
