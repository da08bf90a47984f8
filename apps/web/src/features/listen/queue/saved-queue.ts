import type { Song } from '@nupe/shared';
import { newKey, type Queue, REPEAT_MODES, type RepeatMode } from './queue';

/**
 * The queue and the position in the song, as kept in localStorage so a reload picks up where
 * the listener was. What is read back is checked field by field: storage is
 * shared with older versions of the app, extensions and the listener's own experiments.
 */
export const SAVED_QUEUE_KEY = 'listen.queue';
const VERSION = 1;
/** A longer queue is not saved whole: its first songs are enough to carry on, and storage is small. */
export const MAX_SAVED_SONGS = 500;

export type SavedQueue = {
  v: typeof VERSION;
  songs: Song[];
  index: number;
  /** Seconds into the current song. */
  position: number;
  /** While shuffled: positions in `songs` in their order before shuffling. */
  unshuffled: number[] | null;
  repeat: RepeatMode;
  /** This listen of the current song: seconds heard, and whether it was counted as a play. */
  heard: number;
  counted: boolean;
};

export type SavedListen = { position: number; heard: number; counted: boolean };

const seconds = (n: number) => (Number.isFinite(n) && n > 0 ? Math.round(n * 10) / 10 : 0);

export function toSaved(q: Queue<Song>, listen: SavedListen): SavedQueue {
  let entries = q.entries;
  let index = q.index;
  if (entries.length > MAX_SAVED_SONGS) {
    // Keep a window around the current song.
    const start = Math.max(0, Math.min(index - 10, entries.length - MAX_SAVED_SONGS));
    entries = entries.slice(start, start + MAX_SAVED_SONGS);
    index -= start;
  }
  const at = new Map(entries.map((e, i) => [e.key, i]));
  const unshuffled = q.unshuffled?.map((k) => at.get(k)).filter((i): i is number => i !== undefined) ?? null;
  return {
    v: VERSION,
    songs: entries.map((e) => e.song),
    index,
    position: seconds(listen.position),
    unshuffled: unshuffled && unshuffled.length === entries.length ? unshuffled : null,
    repeat: q.repeat,
    heard: seconds(listen.heard),
    counted: listen.counted,
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isString = (v: unknown): v is string => typeof v === 'string';
const isNullableString = (v: unknown) => v === null || isString(v);
/** A same-origin path (not `//host`), which is all the API ever hands out for media. */
const isLocalPath = (v: unknown) => isString(v) && v.startsWith('/') && !v.startsWith('//');

/** The fields the player and its screens read from a queued song. */
export function isPlayableSong(v: unknown): v is Song {
  if (!isObject(v)) return false;
  const covers = v.coverUrls;
  const album = v.album;
  const duration = v.durationSeconds;
  return (
    isString(v.id) &&
    v.id.length > 0 &&
    v.id.length <= 100 &&
    isString(v.title) &&
    isString(v.artist) &&
    isString(v.genre) &&
    isLocalPath(v.streamUrl) &&
    (v.coverUrl === null || isLocalPath(v.coverUrl)) &&
    (covers === null ||
      (isObject(covers) && isLocalPath(covers.sm) && isLocalPath(covers.md) && isLocalPath(covers.lg))) &&
    (duration === null || (typeof duration === 'number' && Number.isFinite(duration) && duration >= 0)) &&
    isNullableString(v.artistId) &&
    (album === null || (isObject(album) && isString(album.id) && isString(album.title)))
  );
}

function isPermutation(order: unknown, n: number): order is number[] {
  if (!Array.isArray(order) || order.length !== n) return false;
  const seen = new Set<number>();
  for (const i of order) {
    if (!Number.isInteger(i) || i < 0 || i >= n || seen.has(i)) return false;
    seen.add(i);
  }
  return true;
}

/** The saved queue as a Queue and a position, or null when the text is not one we wrote. */
export function fromSaved(text: string | null): { queue: Queue<Song>; listen: SavedListen } | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(data) || data.v !== VERSION) return null;
  const { songs, index, position, unshuffled, repeat, heard, counted } = data;
  if (!Array.isArray(songs) || songs.length === 0 || songs.length > MAX_SAVED_SONGS) return null;
  if (!songs.every(isPlayableSong)) return null;
  if (!Number.isInteger(index) || (index as number) < 0 || (index as number) >= songs.length) return null;
  if (typeof position !== 'number' || !Number.isFinite(position) || position < 0) return null;
  if (!REPEAT_MODES.includes(repeat as RepeatMode)) return null;
  if (typeof heard !== 'number' || !Number.isFinite(heard) || heard < 0 || typeof counted !== 'boolean') return null;
  if (unshuffled !== null && !isPermutation(unshuffled, songs.length)) return null;
  const entries = songs.map((song) => ({ key: newKey(), song }));
  const current = songs[index as number] as Song;
  const duration = current.durationSeconds;
  return {
    queue: {
      entries,
      index: index as number,
      unshuffled: unshuffled ? unshuffled.map((i) => (entries[i] as { key: string }).key) : null,
      repeat: repeat as RepeatMode,
    },
    listen: {
      // A position past the end (the song was re-cut, say) starts it again.
      position: duration !== null && position >= duration ? 0 : position,
      heard,
      counted,
    },
  };
}
