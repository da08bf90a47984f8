import type { Song } from '@nupe/shared';
import { useSyncExternalStore } from 'react';
import { initialDataSaver, storeDataSaver } from './data-saver';

/**
 * The listener app's player (issue 8): one <audio> element for the whole page, owned by
 * this module rather than by a component, so playback continues while the listener moves
 * between /listen pages (routes and error boundaries may remount; the player does not).
 * Components read it with usePlayer() and act through `player`.
 */
export type PlayerState = {
  queue: Song[];
  index: number;
  playing: boolean;
  currentTime: number;
  duration: number;
  dataSaver: boolean;
  error: string | null;
};

/** A listen counts after this much real play time, or at the end of shorter items. */
export const PLAY_COUNT_SECONDS = 30;

let state: PlayerState = {
  queue: [],
  index: -1,
  playing: false,
  currentTime: 0,
  duration: 0,
  dataSaver: typeof window === 'undefined' ? false : initialDataSaver(),
  error: null,
};
const listeners = new Set<() => void>();

function set(patch: Partial<PlayerState>) {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

/** This listen: play time heard so far (seeks excluded) and whether it was counted. */
let listen = { songId: '', heard: 0, lastTime: 0, counted: false };

function countPlay(song: Song) {
  if (listen.counted || listen.songId !== song.id) return;
  listen.counted = true;
  void fetch(`/api/songs/${encodeURIComponent(song.id)}/play`, { method: 'POST' }).catch(() => {});
}

export function streamSource(song: Song, dataSaver: boolean): string {
  return `${song.streamUrl}?quality=${dataSaver ? 'data-saver' : 'standard'}`;
}

let element: HTMLAudioElement | null = null;

function audio(): HTMLAudioElement {
  if (element) return element;
  const a = document.createElement('audio');
  a.preload = 'auto';
  a.dataset.testid = 'listen-audio';
  a.hidden = true;
  document.body.append(a);
  a.addEventListener('play', () => set({ playing: true, error: null }));
  a.addEventListener('pause', () => set({ playing: false }));
  a.addEventListener('loadedmetadata', () => set({ duration: Number.isFinite(a.duration) ? a.duration : 0 }));
  a.addEventListener('timeupdate', () => {
    const song = current();
    const t = a.currentTime;
    // Only continuous playback counts: a jump (seek) is not listening.
    const step = t - listen.lastTime;
    if (!a.paused && step > 0 && step < 1.5) listen.heard += step;
    listen.lastTime = t;
    if (song && listen.heard >= PLAY_COUNT_SECONDS) countPlay(song);
    set({ currentTime: t });
  });
  a.addEventListener('seeking', () => {
    listen.lastTime = a.currentTime;
  });
  a.addEventListener('ended', () => {
    const song = current();
    // A short item counts when it was played to its end.
    if (song && (a.duration || 0) < PLAY_COUNT_SECONDS) countPlay(song);
    if (state.index < state.queue.length - 1) player.next();
    else set({ playing: false });
  });
  a.addEventListener('error', () => set({ playing: false, error: 'This song could not be played.' }));
  element = a;
  return a;
}

function current(): Song | null {
  return state.queue[state.index] ?? null;
}

function updateMediaSession(song: Song) {
  if (!('mediaSession' in navigator)) return;
  const artwork = song.coverUrls
    ? [
        { src: song.coverUrls.sm, sizes: '160x160', type: 'image/webp' },
        { src: song.coverUrls.md, sizes: '480x480', type: 'image/webp' },
        { src: song.coverUrls.lg, sizes: '1000x1000', type: 'image/webp' },
      ]
    : [];
  navigator.mediaSession.metadata = new MediaMetadata({
    title: song.title,
    artist: song.artist,
    album: song.album?.title ?? '',
    artwork,
  });
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => player.resume()],
    ['pause', () => player.pause()],
    ['previoustrack', () => player.previous()],
    ['nexttrack', () => player.next()],
    ['seekto', (d) => d.seekTime !== undefined && player.seek(d.seekTime)],
  ];
  for (const [action, handler] of handlers) {
    try {
      navigator.mediaSession.setActionHandler(action, handler);
    } catch {
      // an action this browser does not support
    }
  }
}

function load(index: number, startAt = 0) {
  const song = state.queue[index];
  if (!song) return;
  const a = audio();
  listen = { songId: song.id, heard: 0, lastTime: startAt, counted: false };
  set({ index, currentTime: startAt, duration: song.durationSeconds ?? 0, error: null });
  a.src = streamSource(song, state.dataSaver);
  if (startAt > 0) a.currentTime = startAt;
  updateMediaSession(song);
  a.play().catch((err: unknown) => {
    if (err instanceof DOMException && err.name === 'AbortError') return;
    set({ playing: false });
  });
}

export const player = {
  /** Plays `songs[index]` with `songs` as the queue (a shelf, a genre, one song). */
  playQueue(songs: Song[], index: number) {
    set({ queue: songs });
    load(index);
  },
  toggle() {
    if (!current()) return;
    if (audio().paused) player.resume();
    else player.pause();
  },
  resume() {
    audio()
      .play()
      .catch(() => {});
  },
  pause() {
    audio().pause();
  },
  next() {
    if (state.index < state.queue.length - 1) load(state.index + 1);
  },
  /** Back to the start of the song after its first 3 seconds, else the previous song. */
  previous() {
    const a = audio();
    if (a.currentTime > 3 || state.index <= 0) player.seek(0);
    else load(state.index - 1);
  },
  seek(seconds: number) {
    const a = audio();
    a.currentTime = Math.max(0, Math.min(seconds, Number.isFinite(a.duration) ? a.duration : seconds));
    set({ currentTime: a.currentTime });
  },
  /** Switches the stream's rendition, keeping the position when a song is playing. */
  setDataSaver(on: boolean) {
    storeDataSaver(on);
    if (on === state.dataSaver) return;
    set({ dataSaver: on });
    const song = current();
    if (!song || !element) return;
    const at = element.currentTime;
    const wasPlaying = !element.paused;
    const heard = listen;
    element.src = streamSource(song, on);
    element.currentTime = at;
    listen = { ...heard, lastTime: at };
    if (wasPlaying) player.resume();
  },
};

export function usePlayer(): PlayerState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
