import { createHash } from 'node:crypto';
import { copyFile, rm, writeFile } from 'node:fs/promises';
import { type ClipFormat, formatMoment, momentPath, SITE_NAME } from '@nupe/shared';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../lib/app-error.js';
import { type Provenance, writeProvenanceTags } from '../../lib/audio-tags.js';
import { type Chapter, ffmetadataChapters, runFfmpeg } from '../../lib/ffmpeg.js';
import type { Gate } from '../../lib/gate.js';
import type { Storage } from '../../lib/storage.js';
import { chaptersOf, lyricsOf, type Range } from '../../lib/timeline.js';
import type { DerivedCache } from './derived-cache.js';
import type { SongFacts, SongFactsReader } from './song-facts.js';

/**
 * The version of what the tags say and how: raise it when the tags change, so every cached
 * copy and clip is made again with the new ones.
 */
export const TAG_VERSION = 1;

/** A file of the media to copy: the song it belongs to, its storage key and type. */
export type Source = { songId: string; key: string; mime: string };

/** How a clip is encoded: 60 s stays well under 500 KB with the cover and the words. */
const CLIP_CODECS: Record<ClipFormat, string[]> = {
  mp3: ['-c:a', 'libmp3lame', '-b:a', '56k', '-ar', '44100', '-id3v2_version', '4', '-f', 'mp3'],
  opus: ['-c:a', 'libopus', '-b:a', '48k', '-vbr', 'constrained', '-application', 'audio', '-f', 'ogg'],
};

const tagKind = (mime: string): ClipFormat | null =>
  mime === 'audio/mpeg' ? 'mp3' : mime === 'audio/ogg' ? 'opus' : null;
const hashOf = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');
const cacheName = (folder: string, hash: string, ext: string) => `${folder}/${hash.slice(0, 2)}/${hash}.${ext}`;

/** Runs `use` with the chapters as an ffmpeg metadata file beside `temp` (none: null). */
async function withChapterFile<T>(temp: string, chapters: Chapter[], use: (file: string | null) => Promise<T>) {
  if (chapters.length === 0) return use(null);
  const file = `${temp}.ffmeta`;
  await writeFile(file, ffmetadataChapters(chapters));
  try {
    return await use(file);
  } finally {
    await rm(file, { force: true });
  }
}

function provenance(facts: SongFacts, origin: string, note: string, range?: Range): Provenance {
  const url = `${origin}/song/${facts.base.id}`;
  const lines = facts.layer ? lyricsOf(facts.layer.cues, range) : [];
  return {
    ...facts.base,
    url,
    note,
    lyrics: facts.layer && lines.length > 0 ? { language: facts.layer.language, lines } : null,
  };
}

/**
 * Tagged copies of the streaming renditions and clips cut from them, kept in the derived
 * cache under names made of the source, the range, TAG_VERSION and the song's facts.
 */
export function createCopies(storage: Storage, cache: DerivedCache, facts: SongFactsReader, gate: Gate) {
  /** The copy's name by song, source and address: a download that was tagged before asks nothing else. */
  const named = new LRUCache<string, string>({ max: 10_000, ttl: 60_000 });

  async function factsOf(songId: string): Promise<SongFacts> {
    const found = await facts.get(songId);
    if (!found) throw new AppError('SONG_NOT_FOUND', 404);
    return found;
  }

  return {
    /** The tagged copy of a streaming rendition (its name in the cache), or null for a file tags are not written to. */
    async tagged(source: Source, origin: string): Promise<string | null> {
      const kind = tagKind(source.mime);
      if (!kind) return null;
      const memo = `${source.songId}|${source.key}|${origin}`;
      const hit = named.get(memo);
      if (hit && (await cache.ready(hit))) return hit;
      const song = await factsOf(source.songId);
      const name = cacheName('copies', hashOf([TAG_VERSION, source.key, origin, song.digest]), kind);
      await cache.make(name, (temp) =>
        storage.withLocalFile(source.key, (file) =>
          withChapterFile(temp, chaptersOf(song.sections, song.durationSeconds), async (chapters) => {
            if (!chapters) await copyFile(file, temp);
            else {
              const mux = kind === 'mp3' ? ['-id3v2_version', '4', '-f', 'mp3'] : ['-f', 'ogg'];
              const args = ['-i', file, '-f', 'ffmetadata', '-i', chapters, '-map', '0:a:0'];
              await runFfmpeg([...args, '-map_metadata', '1', '-map_chapters', '1', '-c', 'copy', ...mux, temp]);
            }
            const note = `From ${SITE_NAME}, the living archive of Nupe music and culture: ${origin}/song/${source.songId}. Please keep this information with the file.`;
            writeProvenanceTags(temp, kind, provenance(song, origin, note));
          }),
        ),
      );
      named.set(memo, name);
      return name;
    },

    /**
     * A clip of `range` (its name in the cache): cut from the source by ffmpeg, re-encoded small,
     * tagged. A clip not made yet needs a free place at the gate, else a 429 (CLIPS_BUSY).
     */
    async clip(source: Source, range: Range, format: ClipFormat, origin: string): Promise<string> {
      const memo = `${source.songId}|${source.key}|${range.start}+${range.duration}|${format}|${origin}`;
      const hit = named.get(memo);
      if (hit && (await cache.ready(hit))) return hit;
      const song = await factsOf(source.songId);
      const name = cacheName('clips', hashOf([TAG_VERSION, source.key, range, format, origin, song.digest]), format);
      if (await cache.ready(name)) {
        named.set(memo, name);
        return name;
      }
      const release = gate.tryEnter();
      if (!release) throw new AppError('CLIPS_BUSY', 429);
      try {
        const to = formatMoment(range.start + range.duration);
        const link = momentPath(`${origin}/song/${source.songId}`, range.start);
        const note = `A clip from ${formatMoment(range.start)} to ${to} of “${song.base.title}” by ${song.base.artist}, from ${SITE_NAME}: ${link}`;
        await cache.make(name, (temp) =>
          storage.withLocalFile(source.key, (file) =>
            withChapterFile(temp, chaptersOf(song.sections, song.durationSeconds, range), async (chapters) => {
              const cut = ['-ss', String(range.start), '-t', String(range.duration), '-i', file];
              const meta = chapters ? ['-f', 'ffmetadata', '-i', chapters] : [];
              const maps = ['-map', '0:a:0', '-vn', '-map_metadata', chapters ? '1' : '-1'];
              await runFfmpeg([
                ...cut,
                ...meta,
                ...maps,
                '-map_chapters',
                chapters ? '1' : '-1',
                ...CLIP_CODECS[format],
                temp,
              ]);
              writeProvenanceTags(temp, format, provenance(song, origin, note, range));
            }),
          ),
        );
        named.set(memo, name);
        return name;
      } finally {
        release();
      }
    },

    /** A song changed: its copies are looked up again (their names change with its facts). */
    forget(songId: string) {
      for (const key of named.keys()) if (key.startsWith(`${songId}|`)) named.delete(key);
    },
  };
}
export type Copies = ReturnType<typeof createCopies>;
