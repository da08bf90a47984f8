import path from 'node:path';
import { closedScopes } from '@nupe/shared';
import { fileTypeFromFile } from 'file-type';
import { probeAudio } from '../../lib/audio-probe.js';
import { type BagLimits, checkDeadline } from './bag-reader.js';
import type { ItemEvents, ItemRecord } from './item-record.js';

/** A bag's limits when the caller names none. */
export const BAG_IMPORT_DEFAULTS = {
  /** WAV, the largest format an original comes in, cannot be larger than 4 GiB. */
  maxFileBytes: 4 * 1024 ** 3,
  maxBagBytes: 200 * 1024 ** 3,
  /** Checking and importing 200 GiB twice over at disk speed stays well within this. */
  timeoutMs: 4 * 60 * 60 * 1000,
};

export type BagImportOptions = Partial<typeof BAG_IMPORT_DEFAULTS>;

export function bagLimits(options: BagImportOptions = {}): BagLimits {
  const o = { ...BAG_IMPORT_DEFAULTS, ...options };
  return { maxFileBytes: o.maxFileBytes, maxBagBytes: o.maxBagBytes, deadline: Date.now() + o.timeoutMs };
}

/** The image types a cover's files may be, by the name the bag gives them. */
const COVER_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/** The types the item's files really are: read from their bytes, whatever item.json claims. */
export type SniffedTypes = { original: string; renditions: string[] };

/**
 * Every payload file of one item checked by its bytes, never by what the bag says: the original
 * and renditions must decode as audio (an HTML page called original.mp3 is refused), the cover's
 * files must be the WebP, JPEG or PNG their names say (an SVG with a script is refused). Answers the
 * sniffed audio types, which are the ones stored and served.
 */
export async function sniffItem(root: string, dir: string, r: ItemRecord, limits: BagLimits): Promise<SniffedTypes> {
  const file = (f: string) => path.join(root, 'data', dir, f);
  const audio = async (f: string, size: number, what: string) => {
    checkDeadline(limits);
    try {
      return (await probeAudio(file(f), size)).mime;
    } catch {
      throw new Error(`${what} ${f} is not audio (its bytes are read, not its name)`);
    }
  };
  const original = await audio(r.original.file, r.original.size, 'its original');
  const renditions: string[] = [];
  for (const x of r.renditions) renditions.push(await audio(x.file, x.size, 'its rendition'));
  for (const f of r.cover) {
    checkDeadline(limits);
    const wanted = COVER_TYPES[path.extname(f).toLowerCase()];
    const type = await fileTypeFromFile(file(f)).catch(() => undefined);
    if (!wanted || type?.mime !== wanted) {
      throw new Error(`its cover file ${f} is not a WebP, JPEG or PNG image (its bytes are read, not its name)`);
    }
  }
  return { original, renditions };
}

/**
 * When the imported ledger closed `stream` under the consent rule (`closedScopes`) and left it
 * closed, or null while it is open: the item arrives off every public surface from the moment
 * it left them where it came from. Another person's later grant lifts nothing; a withdrawal of
 * another scope closes nothing of `stream`.
 */
export function withdrawnAt(events: ItemEvents): Date | null {
  const ledger = events.consent;
  if (!closedScopes(ledger).includes('stream')) return null;
  let since = ledger.length - 1;
  while (since > 0 && closedScopes(ledger.slice(0, since)).includes('stream')) since--;
  const closing = ledger[since];
  return closing ? new Date(closing.recordedAt) : null;
}
