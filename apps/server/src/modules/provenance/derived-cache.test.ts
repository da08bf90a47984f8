import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDerivedCache } from './derived-cache.js';

const dir = mkdtempSync(path.join(tmpdir(), 'nupe-derived-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the derived cache', () => {
  it('makes a name once, even when asked for it twice at the same time, and shows it only whole', async () => {
    const cache = createDerivedCache(dir);
    let made = 0;
    const make = async (temp: string) => {
      made += 1;
      writeFileSync(temp, 'tagged bytes');
      // Written aside: the name appears only once the file is whole.
      expect(existsSync(path.join(dir, 'clips/ab/one.mp3'))).toBe(false);
    };
    await Promise.all([cache.make('clips/ab/one.mp3', make), cache.make('clips/ab/one.mp3', make)]);
    expect(made).toBe(1);
    expect(readFileSync(path.join(dir, 'clips/ab/one.mp3'), 'utf8')).toBe('tagged bytes');
    expect(await cache.ready('clips/ab/one.mp3')).toBe(true);
  });

  it('leaves nothing when making fails', async () => {
    const cache = createDerivedCache(dir);
    await expect(
      cache.make('clips/cd/broken.mp3', async (temp) => {
        writeFileSync(temp, 'half');
        throw new Error('ffmpeg failed');
      }),
    ).rejects.toThrow('ffmpeg failed');
    expect(await cache.ready('clips/cd/broken.mp3')).toBe(false);
  });

  it('prunes files made long ago, and makes them again when asked', async () => {
    const cache = createDerivedCache(dir);
    await cache.make('copies/ef/old.mp3', async (temp) => writeFileSync(temp, 'old'));
    await cache.make('copies/ef/new.mp3', async (temp) => writeFileSync(temp, 'new'));
    const weekAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    utimesSync(path.join(dir, 'copies/ef/old.mp3'), weekAgo, weekAgo);
    expect(await cache.prune(7 * 24 * 3600_000)).toBe(1);
    expect(await cache.ready('copies/ef/old.mp3')).toBe(false);
    expect(await cache.ready('copies/ef/new.mp3')).toBe(true);
  });
});
