import type { Song } from '@nupe/shared';
import { describe, expect, it } from 'vitest';
import { addToQueue, fromSongs, shuffleOff, shuffleOn } from './queue';
import { fromSaved, isPlayableSong, MAX_SAVED_SONGS, toSaved } from './saved-queue';

function song(id: string, overrides: Partial<Song> = {}): Song {
  return {
    id,
    title: `Song ${id}`,
    artist: 'Ensemble',
    genre: 'Songs',
    coverUrl: `/api/media/covers/${id}-md.webp`,
    coverUrls: {
      sm: `/api/media/covers/${id}-sm.webp`,
      md: `/api/media/covers/${id}-md.webp`,
      lg: `/api/media/covers/${id}-lg.webp`,
    },
    audioUrl: `/api/media/audio/${id}.mp3`,
    streamUrl: `/api/songs/${id}/stream`,
    downloadUrl: `/api/songs/${id}/download`,
    renditions: { standard: null, dataSaver: null },
    durationSeconds: 200,
    bitrate: 128_000,
    status: 'published',
    rejectionReason: null,
    removedAt: null,
    album: null,
    ownerId: null,
    artistId: null,
    playCount: 0,
    downloadCount: 0,
    likeCount: 0,
    favoriteCount: 0,
    publishedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  } as Song;
}

const listen = { position: 42.25, heard: 12, counted: false };
const roundTrip = (text: string) => fromSaved(text);

describe('saving the queue', () => {
  it('reads back what it wrote: songs, current song, position and repeat', () => {
    const q = { ...fromSongs([song('a'), song('b'), song('c')], 1, { shuffle: false, repeat: 'one' }) };
    const back = roundTrip(JSON.stringify(toSaved(q, listen)));
    expect(back).not.toBeNull();
    expect(back?.queue.entries.map((e) => e.song.id)).toEqual(['a', 'b', 'c']);
    expect(back?.queue.index).toBe(1);
    expect(back?.queue.repeat).toBe('one');
    expect(back?.queue.unshuffled).toBeNull();
    expect(back?.listen).toEqual({ position: 42.3, heard: 12, counted: false });
  });

  it('keeps a shuffled queue shuffled, and un-shuffling after the reload restores the order', () => {
    let q = shuffleOn(fromSongs([song('a'), song('b'), song('c'), song('d')], 2, { shuffle: false, repeat: 'off' }));
    q = addToQueue(q, song('e'));
    const back = roundTrip(JSON.stringify(toSaved(q, listen)));
    expect(back?.queue.entries.map((e) => e.song.id)).toEqual(q.entries.map((e) => e.song.id));
    const unshuffled = shuffleOff(back!.queue);
    expect(unshuffled.entries.map((e) => e.song.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(unshuffled.entries[unshuffled.index]?.song.id).toBe('c');
  });

  it('keeps a window around the current song of a very long queue', () => {
    const many = Array.from({ length: MAX_SAVED_SONGS + 50 }, (_, i) => song(String(i)));
    const saved = toSaved(fromSongs(many, 530, { shuffle: false, repeat: 'off' }), listen);
    expect(saved.songs).toHaveLength(MAX_SAVED_SONGS);
    expect(saved.songs[saved.index]?.id).toBe('530');
  });
});

describe('reading a saved queue back', () => {
  const good = () => toSaved(fromSongs([song('a'), song('b')], 0, { shuffle: false, repeat: 'off' }), listen);
  const variant = (patch: Record<string, unknown>) => JSON.stringify({ ...good(), ...patch });

  it('refuses text that is not a saved queue', () => {
    for (const text of [null, '', 'not json', '[]', '{}', '"queue"', JSON.stringify({ ...good(), v: 2 })]) {
      expect(fromSaved(text)).toBeNull();
    }
  });

  it('refuses an index, position, repeat or shuffle order that does not fit', () => {
    for (const patch of [
      { index: 2 },
      { index: -1 },
      { index: 0.5 },
      { position: -3 },
      { position: 'soon' },
      { repeat: 'forever' },
      { unshuffled: [0, 0] },
      { unshuffled: [0] },
      { heard: -1 },
      { counted: 'yes' },
      { songs: [] },
    ]) {
      expect(fromSaved(variant(patch)), JSON.stringify(patch)).toBeNull();
    }
  });

  it('refuses songs with missing fields or media from another site', () => {
    expect(isPlayableSong(song('a'))).toBe(true);
    expect(isPlayableSong({ ...song('a'), durationSeconds: Number.NaN })).toBe(false);
    for (const bad of [
      { id: '' },
      { title: 3 },
      { streamUrl: 'https://elsewhere.example/a.mp3' },
      { streamUrl: '//elsewhere.example/a.mp3' },
      { coverUrl: 'javascript:alert(1)' },
      { coverUrls: { sm: '/a', md: '/b' } },
      { durationSeconds: '200' },
      { durationSeconds: -1 },
      { album: { id: 'x' } },
    ]) {
      expect(isPlayableSong({ ...song('a'), ...bad }), JSON.stringify(bad)).toBe(false);
      expect(fromSaved(variant({ songs: [song('b'), { ...song('a'), ...bad }] }))).toBeNull();
    }
  });

  it('starts a song again when the saved position is past its end', () => {
    expect(fromSaved(variant({ position: 250 }))?.listen.position).toBe(0);
    expect(fromSaved(variant({ position: 120 }))?.listen.position).toBe(120);
  });
});
