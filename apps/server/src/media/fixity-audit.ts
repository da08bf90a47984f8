import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { QualityKind } from '@nupe/shared';
import type { Db } from '../db/client.js';
import type { Storage } from '../lib/storage.js';
import {
  type FixityCheck,
  type FixityObject,
  type FixityTrigger,
  fixityRepository as repo,
} from '../repositories/fixity.repository.js';
import { qualityRepository } from '../repositories/quality.repository.js';

/** The tool and version that checked, as kept in each event (PREMIS linkingAgent). */
export const FIXITY_AGENT = `nupe-music fixity audit (Node.js ${process.version}, OpenSSL ${process.versions.openssl} SHA-256)`;
/** The quality issue kind a failed or missing file raises on its song. */
export const FIXITY_ISSUE_KIND = 'fixity_failure' satisfies QualityKind;

const PAGE = 200;

export type AuditOptions = {
  trigger: FixityTrigger;
  /** Read speed limit in bytes a second, shared by the whole run; null: no limit. */
  maxBytesPerSecond: number | null;
  signal?: AbortSignal;
  /** Called after each file (the command prints progress). */
  onCheck?: (check: FixityCheck) => void;
};

export type AuditReport = {
  runId: string;
  objects: number;
  bytes: number;
  passed: number;
  failed: number;
  missing: number;
  recorded: number;
  seconds: number;
  /** Why the run stopped before reading everything; null when it read everything. */
  error: string | null;
};

/**
 * A fixity audit: re-reads every kept file (originals, renditions, covers) from storage,
 * streaming, and compares its SHA-256 with the recorded one. Every check is kept as an event;
 * a mismatch or a missing file raises a quality issue on its song and is never "repaired":
 * the bytes stay as found for a person to look at. Works the same on disk and on a bucket.
 */
export async function runFixityAudit(db: Db, storage: Storage, options: AuditOptions): Promise<AuditReport> {
  const started = Date.now();
  const runId = await repo.startRun(db, options.trigger);
  const totals = { objects: 0, bytes: 0, passed: 0, failed: 0, missing: 0, recorded: 0 };
  const limiter = rateLimiter(options.maxBytesPerSecond);
  let error: string | null = null;
  try {
    let after = '';
    for (;;) {
      const page = await repo.objectsAfter(db, after, PAGE);
      const checks: FixityCheck[] = [];
      // Two files at a time: one is read (libuv's threads, or the network) while the other
      // is hashed here, as a single reader would leave the disk or the CPU idle in turn.
      let next = 0;
      const worker = async () => {
        while (next < page.length && !options.signal?.aborted) {
          const object = page[next++] as FixityObject;
          const { sha256, bytes, aborted } = await hashObject(storage, object.key, limiter, options.signal);
          if (aborted) return; // a file read part-way is not judged
          const check = judge(object, sha256);
          checks.push(check);
          totals.objects++;
          totals.bytes += bytes;
          totals[check.outcome === 'pass' ? 'passed' : check.outcome === 'fail' ? 'failed' : check.outcome]++;
          options.onCheck?.(check);
        }
      };
      await Promise.all([worker(), worker()]);
      // What was read is kept, also when the run stops part-way through a page.
      await repo.recordMany(db, runId, checks, FIXITY_AGENT);
      await repo.saveRun(db, runId, totals);
      for (const check of checks) {
        if (check.outcome === 'fail' || check.outcome === 'missing') await raiseAlert(db, check);
      }
      if (options.signal?.aborted) throw new Error('the audit was stopped (server shutting down)');
      if (page.length < PAGE) break;
      after = (page.at(-1) as FixityObject).key;
    }
  } catch (err) {
    error = (err as Error).message;
  }
  await repo.saveRun(db, runId, totals, { error });
  return { runId, ...totals, seconds: (Date.now() - started) / 1000, error };
}

/** What one read found, against what was recorded. `found` null: the file was not there. */
export function judge(object: FixityObject, found: string | null): FixityCheck {
  const at = new Date();
  if (found === null) return { ...object, found, outcome: 'missing', at };
  if (object.expected === null) return { ...object, found, outcome: 'recorded', at };
  return { ...object, found, outcome: found === object.expected ? 'pass' : 'fail', at };
}

/** SHA-256 of a stored file, read as a stream under the run's speed limit; null when missing (no stat first: one request less on a bucket). */
async function hashObject(
  storage: Storage,
  key: string,
  limiter: (bytes: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<{ sha256: string | null; bytes: number; aborted?: true }> {
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    for await (const chunk of storage.read(key)) {
      if (signal?.aborted) return { sha256: null, bytes, aborted: true };
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
      await limiter((chunk as Buffer).length);
    }
  } catch (err) {
    // Gone between the look and the read: as missing as a file can be.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { sha256: null, bytes };
    throw err;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/**
 * Paces reading at `bytesPerSecond` over the whole run (not per file), sleeping only when
 * ahead of schedule, so a run of small covers is paced as one of large originals.
 */
export function rateLimiter(bytesPerSecond: number | null): (bytes: number) => Promise<void> {
  if (!bytesPerSecond) return async () => {};
  const start = Date.now();
  let total = 0;
  return async (bytes) => {
    total += bytes;
    const due = start + (total / bytesPerSecond) * 1000;
    const ahead = due - Date.now();
    if (ahead > 5) await sleep(ahead);
  };
}

const DESCRIBE: Record<FixityObject['kind'], string> = {
  original: 'The original recording',
  rendition: 'A streaming copy',
  cover: 'A cover image',
};

/** A quality issue on the file's song, once while one is open: staff decide what to do. */
async function raiseAlert(db: Db, check: FixityCheck) {
  if (!check.songId) return;
  const open = await qualityRepository.openForSong(db, check.songId);
  if (open.some((issue) => issue.kind === FIXITY_ISSUE_KIND)) return;
  const what = `${DESCRIBE[check.kind]} (${check.key})`;
  const description =
    check.outcome === 'missing'
      ? `${what} was missing from storage at the fixity audit of ${check.at.toISOString().slice(0, 10)}.`
      : `${what} no longer matches its SHA-256 at the fixity audit of ${check.at.toISOString().slice(0, 10)}: ` +
        `expected ${check.expected}, found ${check.found}. It was left as found.`;
  await qualityRepository.insert(db, {
    songId: check.songId,
    kind: FIXITY_ISSUE_KIND,
    description,
    source: 'automatic',
  });
}
