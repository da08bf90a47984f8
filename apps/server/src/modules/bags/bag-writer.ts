import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import tar from 'tar-stream';

/**
 * Writing a BagIt bag (RFC 8493) as it streams: every payload file passes once through
 * SHA-256 and SHA-512 on its way to the sink, so a bag of any size never sits in memory and
 * no file is read twice. The sink is a folder (`npm run export:bag`) or a tar stream (the
 * admin's download, RFC 8493 section 4: one top-level folder named like the bag).
 */
export interface BagSink {
  /** Writes one file of the bag (a path relative to the bag's root, with `/`). */
  file(relPath: string, size: number, body: Readable): Promise<void>;
  close(): Promise<void>;
}

export const BAG_ALGORITHMS = ['sha256', 'sha512'] as const;

/** A folder: files written under temporary names and renamed, the bag complete only when closed. */
export function directorySink(root: string): BagSink {
  return {
    async file(relPath, _size, body) {
      const target = path.join(root, ...relPath.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.part`;
      try {
        await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
        await rename(temp, target);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async close() {},
  };
}

/** A tar stream into `out`, every entry under `<name>/`. */
export function tarSink(out: Writable, name: string): BagSink {
  const pack = tar.pack();
  const done = pipeline(pack, out);
  return {
    file(relPath, size, body) {
      return new Promise<void>((resolve, reject) => {
        const entry = pack.entry({ name: `${name}/${relPath}`, size, mode: 0o644, mtime: new Date() }, (err) =>
          err ? reject(err) : resolve(),
        );
        pipeline(body, entry).catch(reject);
      });
    },
    async close() {
      pack.finalize();
      await done;
    },
  };
}

type PayloadEntry = { path: string; size: number; sha256: string; sha512: string };

/**
 * SHA-512 on a second thread: a bag needs two checksums of every byte, and on a 2-core machine
 * the second one in parallel is what keeps bagging near the speed of `cp` + `sha256sum`
 * (npm run bench -- bag). Chunks are copied to the worker (1 MB each); past 32 MB not yet
 * hashed the stream waits, so memory stays flat whatever the file's size. The worker is
 * unref'd: it never keeps a command alive.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const hashes = new Map();
parentPort.on('message', (m) => {
  if (m.chunk) {
    let h = hashes.get(m.id);
    if (!h) hashes.set(m.id, (h = createHash('sha512')));
    h.update(new Uint8Array(m.chunk));
    parentPort.postMessage({ ack: m.chunk.byteLength });
  } else {
    const h = hashes.get(m.id) ?? createHash('sha512');
    hashes.delete(m.id);
    parentPort.postMessage({ id: m.id, digest: h.digest('hex') });
  }
});`;
const MAX_BACKLOG = 32 * 1024 * 1024;

function createSha512Thread() {
  const worker = new Worker(WORKER_SOURCE, { eval: true });
  worker.unref();
  let backlog = 0;
  let nextId = 0;
  let drained: (() => void) | null = null;
  const digests = new Map<number, (hex: string) => void>();
  let failure: Error | null = null;
  worker.on('message', (m: { ack?: number; id?: number; digest?: string }) => {
    if (m.ack !== undefined) {
      backlog -= m.ack;
      if (backlog <= MAX_BACKLOG / 2 && drained) {
        drained();
        drained = null;
      }
    } else if (m.id !== undefined) {
      digests.get(m.id)?.(m.digest as string);
      digests.delete(m.id);
    }
  });
  worker.on('error', (err) => {
    failure = err;
    drained?.();
  });
  return {
    /** A hash of one file: feed it chunks, then ask for its digest. */
    open() {
      const id = nextId++;
      return {
        async update(chunk: Buffer) {
          if (failure) throw failure;
          const copy = new Uint8Array(chunk);
          backlog += copy.byteLength;
          worker.postMessage({ id, chunk: copy.buffer }, [copy.buffer]);
          if (backlog > MAX_BACKLOG) await new Promise<void>((resolve) => (drained = resolve));
        },
        digest(): Promise<string> {
          if (failure) return Promise.reject(failure);
          return new Promise((resolve) => {
            digests.set(id, resolve);
            worker.postMessage({ id, end: true });
          });
        },
      };
    },
    close: () => worker.terminate(),
  };
}

type Sha512Thread = ReturnType<typeof createSha512Thread>;

/** Hashes what passes through (SHA-256 here, SHA-512 on the second thread) and counts it. */
function hashing(
  sha512: Sha512Thread,
  onEnd: (e: { size: number; sha256: string; sha512: string }) => void,
): Transform {
  const sha256 = createHash('sha256');
  const other = sha512.open();
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, callback) {
      sha256.update(chunk);
      size += chunk.length;
      other.update(chunk).then(
        () => callback(null, chunk),
        (err: Error) => callback(err),
      );
    },
    flush(callback) {
      other.digest().then(
        (hex) => {
          onEnd({ size, sha256: sha256.digest('hex'), sha512: hex });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
}

/** RFC 8493 section 2.1.3: CR, LF and % in a manifest path are percent-encoded. */
const manifestPath = (p: string) => p.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

export function createBagWriter(sink: BagSink) {
  const sha512 = createSha512Thread();
  const payload: PayloadEntry[] = [];
  const tags: PayloadEntry[] = [];

  async function put(relPath: string, size: number, body: Readable, into: PayloadEntry[]) {
    let hashed: { size: number; sha256: string; sha512: string } | null = null;
    const hasher = hashing(sha512, (e) => {
      hashed = e;
    });
    // Both sides awaited: a read that fails (a missing file) fails the bag, it never hangs it.
    await Promise.all([pipeline(body, hasher), sink.file(relPath, size, hasher)]);
    const got = hashed as { size: number; sha256: string; sha512: string } | null;
    if (!got || got.size !== size) {
      throw new Error(
        `${relPath}: expected ${size} bytes, read ${got?.size ?? 0} (the file changed while it was bagged)`,
      );
    }
    into.push({ path: relPath, ...got });
    return got;
  }
  const bytes = (text: string | Buffer) => (typeof text === 'string' ? Buffer.from(text, 'utf8') : text);

  return {
    /** A payload file streamed in (`data/` is added in front of `relPath`). */
    addFile(relPath: string, size: number, body: Readable) {
      return put(`data/${relPath}`, size, body, payload);
    },
    /** A small payload file from memory (metadata). */
    addBytes(relPath: string, content: string | Buffer) {
      const b = bytes(content);
      return put(`data/${relPath}`, b.length, Readable.from([b]), payload);
    },
    /** Lets go of the second thread when a bag is abandoned half-way. */
    abort: () => sha512.close(),
    /** The payload so far: files and octets (Payload-Oxum). */
    get oxum() {
      return { octets: payload.reduce((n, e) => n + e.size, 0), files: payload.length };
    },
    /**
     * The tag files: bagit.txt, bag-info.txt (Payload-Oxum and Bagging-Date added), one
     * payload manifest and one tag manifest per algorithm, lines sorted by path.
     */
    async finish(info: [label: string, value: string][]) {
      const tag = (name: string, text: string) => {
        const b = bytes(text);
        return put(name, b.length, Readable.from([b]), tags);
      };
      await tag('bagit.txt', 'BagIt-Version: 1.0\nTag-File-Character-Encoding: UTF-8\n');
      const { octets, files } = this.oxum;
      const lines: [string, string][] = [
        ...info,
        ['Bagging-Date', new Date().toISOString().slice(0, 10)],
        ['Payload-Oxum', `${octets}.${files}`],
        ['Bag-Software-Agent', 'Nupe Music (https://github.com/nupe-music)'],
      ];
      await tag('bag-info.txt', lines.map(([k, v]) => `${k}: ${v.replace(/\r?\n/g, '\n  ')}\n`).join(''));
      const sorted = [...payload].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      for (const alg of BAG_ALGORITHMS) {
        await tag(`manifest-${alg}.txt`, sorted.map((e) => `${e[alg]}  ${manifestPath(e.path)}\n`).join(''));
      }
      const tagLines = [...tags].sort((a, b) => (a.path < b.path ? -1 : 1));
      for (const alg of BAG_ALGORITHMS) {
        // Written outside `tags`: a tag manifest does not list itself or the other tag manifest.
        const text = bytes(tagLines.map((e) => `${e[alg]}  ${manifestPath(e.path)}\n`).join(''));
        await sink.file(`tagmanifest-${alg}.txt`, text.length, Readable.from([text]));
      }
      await sink.close();
      await sha512.close();
      return { octets, files };
    },
  };
}

export type BagWriter = ReturnType<typeof createBagWriter>;
