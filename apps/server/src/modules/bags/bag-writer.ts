import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';

/**
 * Writing a BagIt bag (RFC 8493, #16) as it streams: every payload file passes once through
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

/** Hashes what passes through and counts it: the checksums come out with the bytes. */
function hashing(onEnd: (e: { size: number; sha256: string; sha512: string }) => void): Transform {
  const sha256 = createHash('sha256');
  const sha512 = createHash('sha512');
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, callback) {
      sha256.update(chunk);
      sha512.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
    flush(callback) {
      onEnd({ size, sha256: sha256.digest('hex'), sha512: sha512.digest('hex') });
      callback();
    },
  });
}

/** RFC 8493 section 2.1.3: CR, LF and % in a manifest path are percent-encoded. */
const manifestPath = (p: string) => p.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

export function createBagWriter(sink: BagSink) {
  const payload: PayloadEntry[] = [];
  const tags: PayloadEntry[] = [];

  async function put(relPath: string, size: number, body: Readable, into: PayloadEntry[]) {
    let hashed: { size: number; sha256: string; sha512: string } | null = null;
    await sink.file(
      relPath,
      size,
      body.pipe(
        hashing((e) => {
          hashed = e;
        }),
      ),
    );
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
      return { octets, files };
    },
  };
}

export type BagWriter = ReturnType<typeof createBagWriter>;
