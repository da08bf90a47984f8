import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

export type DerivedCache = ReturnType<typeof createDerivedCache>;

/**
 * Files made from the media on this machine's disk (tagged streaming copies, clips), under
 * `dir` by a name that says what went into them (the source, the range, the tags' version and
 * content). A name is made once: callers asking for one being made wait for it; a finished
 * file appears whole (written aside, then renamed), so a crash leaves no half file behind.
 * Never the archive's own media: those stay as they arrived.
 */
export function createDerivedCache(dir: string) {
  const making = new Map<string, Promise<void>>();
  /** Names known to exist, so a hot download does not ask the disk first. */
  const known = new LRUCache<string, true>({ max: 50_000 });

  async function exists(name: string): Promise<boolean> {
    if (known.has(name)) return true;
    const found = await stat(path.join(dir, name)).then(
      (s) => s.isFile(),
      () => false,
    );
    if (found) known.set(name, true);
    return found;
  }

  return {
    dir,
    /** Whether `name` is there, or being made (then wait for it). */
    async ready(name: string): Promise<boolean> {
      const pending = making.get(name);
      if (pending) {
        await pending;
        return true;
      }
      return exists(name);
    },
    /** Makes `name` with `make(tempFile)` unless it exists or is being made. */
    async make(name: string, make: (tempFile: string) => Promise<void>): Promise<void> {
      const pending = making.get(name);
      if (pending) return pending;
      const job = (async () => {
        if (await exists(name)) return;
        const target = path.join(dir, name);
        const temp = path.join(dir, 'tmp', `${randomUUID()}${path.extname(name)}`);
        await mkdir(path.dirname(temp), { recursive: true });
        await mkdir(path.dirname(target), { recursive: true });
        try {
          await make(temp);
          await rename(temp, target);
          known.set(name, true);
        } finally {
          await rm(temp, { force: true });
        }
      })();
      making.set(name, job);
      try {
        await job;
      } finally {
        if (making.get(name) === job) making.delete(name);
      }
    },
    /**
     * Removes files made longer ago than `maxAgeMs` (they are made again when asked for) and
     * answers how many went. Tagged copies of songs that changed, and clips nobody asks for
     * again, would otherwise stay for good.
     */
    async prune(maxAgeMs: number, now = Date.now()): Promise<number> {
      let removed = 0;
      const walk = async (folder: string): Promise<void> => {
        const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          const full = path.join(folder, entry.name);
          if (entry.isDirectory()) await walk(full);
          else if (entry.isFile() && now - (await stat(full)).mtimeMs > maxAgeMs) {
            await rm(full, { force: true });
            removed += 1;
          }
        }
      };
      for (const folder of ['copies', 'clips']) await walk(path.join(dir, folder));
      if (removed > 0) known.clear();
      return removed;
    },
    /** Leftovers of a stop in the middle of making a file. */
    async clearTemp(): Promise<void> {
      await rm(path.join(dir, 'tmp'), { recursive: true, force: true });
    },
  };
}
