import { msg } from '@lingui/core/macro';
import { PLAY_COUNT_SECONDS, type Song } from '@nupe/shared';
import { useSyncExternalStore } from 'react';
import { api } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { withQuery } from '../../lib/with-query';
import { initialDataSaver, storeDataSaver } from './data-saver';
import * as Q from './queue/queue';
import { fromSaved, SAVED_QUEUE_KEY, toSaved } from './queue/saved-queue';
import { applyLevel, gainModeFor } from './sound/volume-leveller';

/**
 * The listener app's player: one <audio> element for the whole page, owned by
 * this module rather than by a component, so playback continues while the listener moves
 * between /listen pages (routes and error boundaries may remount; the player does not).
 * Components read it with usePlayer() and act through `player`. The queue's rules live in
 * queue/queue.ts; this module applies them to the element, Media Session and storage.
 */
export type PlayerState = {
  /** The songs of the queue, in playing order (`entries[i].song`). */
  queue: Song[];
  /** The same with a key per entry, for lists and for acting on one entry. */
  entries: Q.QueueEntry<Song>[];
  index: number;
  shuffle: boolean;
  repeat: Q.RepeatMode;
  playing: boolean;
  currentTime: number;
  duration: number;
  dataSaver: boolean;
  error: string | null;
};

/** A listen counts after this much real play time, or at the end of shorter items (shared with the server). */
export { PLAY_COUNT_SECONDS };

/** How often, at most, the position is written to storage while playing (and on leaving the page). */
const SAVE_EVERY_MS = 4000;
/** The lock screen's and headset's skip back / forward, when they do not say how far. */
const SKIP_SECONDS = 10;

let q: Q.Queue<Song> = Q.emptyQueue();

/** The player as the server draws it (nothing queued, Data Saver off), and the first render takes over. */
const SERVER_STATE: PlayerState = {
  queue: [],
  entries: [],
  index: -1,
  shuffle: false,
  repeat: 'off',
  playing: false,
  currentTime: 0,
  duration: 0,
  dataSaver: false,
  error: null,
};

// The server's own object while nothing differs from it, so that hydration finds the same
// snapshot and draws nothing again (useSyncExternalStore compares them by identity).
let state: PlayerState =
  typeof window !== 'undefined' && initialDataSaver() ? { ...SERVER_STATE, dataSaver: true } : SERVER_STATE;
const listeners = new Set<() => void>();

function set(patch: Partial<PlayerState>) {
  state = { ...state, ...patch };
  for (const l of listeners) l();
  scheduleSave();
}

/** Replaces the queue and publishes it. */
function setQueue(next: Q.Queue<Song>, patch: Partial<PlayerState> = {}) {
  q = next;
  set({
    queue: next.entries.map((e) => e.song),
    entries: next.entries,
    index: next.index,
    shuffle: next.unshuffled !== null,
    repeat: next.repeat,
    ...patch,
  });
}

/** This listen: play time heard so far (seeks excluded) and whether it was counted. */
let listen = { songId: '', heard: 0, lastTime: 0, counted: false };

function countPlay(song: Song) {
  if (listen.counted || listen.songId !== song.id) return;
  listen.counted = true;
  scheduleSave();
  // With the listener's token when signed in, so the play lands in their "recently played".
  void api(`/songs/${encodeURIComponent(song.id)}/play`, { method: 'POST' }).catch(() => {});
}

export function streamSource(song: Song, dataSaver: boolean): string {
  return withQuery(song.streamUrl, { quality: dataSaver ? 'data-saver' : 'standard' });
}

let element: HTMLAudioElement | null = null;
/** The queue entry whose stream the element holds (none after a reload, until Play). */
let loadedKey: string | null = null;

function current(): Song | null {
  return Q.currentEntry(q)?.song ?? null;
}

function isLoaded(): boolean {
  const entry = Q.currentEntry(q);
  return element !== null && entry !== null && loadedKey === entry.key;
}

function audio(): HTMLAudioElement {
  if (element) return element;
  const a = document.createElement('audio');
  a.preload = 'auto';
  a.dataset.testid = 'listen-audio';
  a.hidden = true;
  document.body.append(a);
  a.addEventListener('play', () => {
    set({ playing: true, error: null });
    setPlaybackState('playing');
    setPositionState();
  });
  a.addEventListener('pause', () => {
    set({ playing: false });
    setPlaybackState('paused');
    setPositionState();
  });
  a.addEventListener('loadedmetadata', () => {
    set({ duration: Number.isFinite(a.duration) ? a.duration : 0 });
    setPositionState();
  });
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
  a.addEventListener('seeked', setPositionState);
  a.addEventListener('ratechange', setPositionState);
  a.addEventListener('ended', () => {
    const song = current();
    // A short item counts when it was played to its end.
    if (song && (a.duration || 0) < PLAY_COUNT_SECONDS) countPlay(song);
    const next = Q.nextIndex(q, 'ended');
    if (next === null) set({ playing: false });
    else load(next);
  });
  a.addEventListener('error', () => set({ playing: false, error: i18n._(msg`This song could not be played.`) }));
  setActionHandlers();
  element = a;
  return a;
}

/* ---- Media Session: the lock screen, the notification and headset buttons. ---- */

const hasMediaSession = () => typeof navigator !== 'undefined' && 'mediaSession' in navigator;

function setActionHandlers() {
  if (!hasMediaSession()) return;
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => player.resume()],
    ['pause', () => player.pause()],
    ['previoustrack', () => player.previous()],
    ['nexttrack', () => player.next()],
    ['seekto', (d) => d.seekTime !== undefined && player.seek(d.seekTime)],
    ['seekbackward', (d) => player.seek(state.currentTime - (d.seekOffset ?? SKIP_SECONDS))],
    ['seekforward', (d) => player.seek(state.currentTime + (d.seekOffset ?? SKIP_SECONDS))],
  ];
  for (const [action, handler] of handlers) {
    try {
      navigator.mediaSession.setActionHandler(action, handler);
    } catch {
      // an action this browser does not support
    }
  }
}

/** The title of the section being heard, shown on the lock screen beside the song's (null: none). */
let sectionTitle: string | null = null;

function updateMetadata(song: Song) {
  if (!hasMediaSession()) return;
  const artwork = song.coverUrls
    ? [
        { src: song.coverUrls.sm, sizes: '160x160', type: 'image/webp' },
        { src: song.coverUrls.md, sizes: '480x480', type: 'image/webp' },
        { src: song.coverUrls.lg, sizes: '1000x1000', type: 'image/webp' },
      ]
    : [];
  navigator.mediaSession.metadata = new MediaMetadata({
    title: sectionTitle ? `${sectionTitle} — ${song.title}` : song.title,
    artist: song.artist,
    album: song.album?.title ?? '',
    artwork,
  });
}

function setPlaybackState(value: MediaSessionPlaybackState) {
  if (hasMediaSession()) navigator.mediaSession.playbackState = value;
}

/** The lock screen's progress bar. */
function setPositionState() {
  if (!hasMediaSession() || !element || !('setPositionState' in navigator.mediaSession)) return;
  const duration = element.duration;
  try {
    if (!Number.isFinite(duration) || duration <= 0) navigator.mediaSession.setPositionState();
    else
      navigator.mediaSession.setPositionState({
        duration,
        playbackRate: element.playbackRate || 1,
        position: Math.min(Math.max(element.currentTime, 0), duration),
      });
  } catch {
    // a state the browser refuses (a live stream, say): the lock screen shows no progress
  }
}

/* ---- Loading and playing ---- */

/** Loads the entry at `index` and plays it from `startAt`; `keepListen` carries on a restored listen. */
function load(index: number, startAt = 0, keepListen = false) {
  const entry = q.entries[index];
  if (!entry) return;
  const song = entry.song;
  const a = audio();
  if (!keepListen || listen.songId !== song.id)
    listen = { songId: song.id, heard: 0, lastTime: startAt, counted: false };
  else listen.lastTime = startAt;
  const same = loadedKey === entry.key && index === q.index;
  if (index !== q.index) setQueue({ ...q, index });
  set({ currentTime: startAt, duration: same ? state.duration : (song.durationSeconds ?? 0), error: null });
  if (same) {
    // The same entry again ("repeat one"): no new request, back to the start.
    a.currentTime = startAt;
  } else {
    loadedKey = entry.key;
    a.src = streamSource(song, state.dataSaver);
    if (startAt > 0) a.currentTime = startAt;
  }
  sectionTitle = null;
  updateMetadata(song);
  applyLevel(a, song, gainModeFor(state.queue, index, state.shuffle));
  a.play().catch((err: unknown) => {
    if (err instanceof DOMException && err.name === 'AbortError') return;
    set({ playing: false });
  });
}

/* ---- Saving the queue and position across reloads ---- */

let saveTimer: ReturnType<typeof setTimeout> | null = null;
let lastSave = 0;

function scheduleSave() {
  if (saveTimer !== null || typeof window === 'undefined') return;
  saveTimer = setTimeout(saveNow, Math.max(0, lastSave + SAVE_EVERY_MS - Date.now()));
}

function saveNow() {
  if (saveTimer !== null) clearTimeout(saveTimer);
  saveTimer = null;
  lastSave = Date.now();
  try {
    if (!q.entries.length) localStorage.removeItem(SAVED_QUEUE_KEY);
    else {
      const mine = current()?.id === listen.songId;
      const saved = toSaved(q, {
        position: state.currentTime,
        heard: mine ? listen.heard : 0,
        counted: mine && listen.counted,
      });
      localStorage.setItem(SAVED_QUEUE_KEY, JSON.stringify(saved));
    }
  } catch {
    // storage full or unavailable: the queue lasts this page only
  }
}

/** After a reload: the saved queue, paused at its position (nothing is downloaded until Play). */
function restore() {
  let text: string | null = null;
  try {
    text = localStorage.getItem(SAVED_QUEUE_KEY);
  } catch {
    return;
  }
  const saved = fromSaved(text);
  if (!saved) {
    if (text !== null) localStorage.removeItem(SAVED_QUEUE_KEY);
    return;
  }
  const song = saved.queue.entries[saved.queue.index]?.song;
  if (!song) return;
  listen = {
    songId: song.id,
    heard: saved.listen.heard,
    lastTime: saved.listen.position,
    counted: saved.listen.counted,
  };
  setQueue(saved.queue, { currentTime: saved.listen.position, duration: song.durationSeconds ?? 0 });
  lastSave = Date.now();
}

if (typeof window !== 'undefined') {
  restore();
  window.addEventListener('pagehide', saveNow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveNow();
  });
}

/* ---- What components call ---- */

export const player = {
  /** Plays `songs[index]` with `songs` as the queue (a shelf, a genre, one song), from `startAt` seconds (a shared moment). */
  playQueue(songs: Song[], index: number, startAt = 0) {
    setQueue(Q.fromSongs(songs, index, { shuffle: state.shuffle, repeat: state.repeat }));
    loadedKey = null;
    load(q.index, startAt);
  },
  /** Plays the entry at `position` of the queue. */
  playAt(position: number) {
    load(position);
  },
  toggle() {
    if (!current()) return;
    if (!isLoaded() || audio().paused) player.resume();
    else player.pause();
  },
  resume() {
    if (!current()) return;
    // Restored after a reload: load the song now, at the saved position.
    if (!isLoaded()) return load(q.index, state.currentTime, true);
    audio()
      .play()
      .catch(() => {});
  },
  pause() {
    element?.pause();
  },
  next() {
    const next = Q.nextIndex(q, 'pressed');
    if (next !== null) load(next);
  },
  /** Back to the start of the song after its first 3 seconds, else the previous song. */
  previous() {
    const back = Q.previousIndex(q);
    if (state.currentTime > 3 || back === null) player.seek(0);
    else load(back);
  },
  seek(seconds: number) {
    const song = current();
    if (!song) return;
    if (!isLoaded()) {
      // Not loaded yet (restored): remember where Play should start.
      const end = song.durationSeconds ?? Number.POSITIVE_INFINITY;
      const at = Math.max(0, Math.min(seconds, end));
      listen.lastTime = at;
      set({ currentTime: at });
      return;
    }
    const a = audio();
    a.currentTime = Math.max(0, Math.min(seconds, Number.isFinite(a.duration) ? a.duration : seconds));
    set({ currentTime: a.currentTime });
  },
  setShuffle(on: boolean) {
    setQueue(on ? Q.shuffleOn(q) : Q.shuffleOff(q));
  },
  setRepeat(mode: Q.RepeatMode) {
    setQueue({ ...q, repeat: mode });
  },
  /** Puts the song right after the current one; an empty player gets it ready, paused. */
  playNext(song: Song) {
    setQueue(Q.playNext(q, song));
  },
  /** Puts the song at the end of the queue; an empty player gets it ready, paused. */
  addToQueue(song: Song) {
    setQueue(Q.addToQueue(q, song));
  },
  move(from: number, to: number) {
    setQueue(Q.move(q, from, to));
  },
  remove(key: string) {
    setQueue(Q.remove(q, key));
  },
  clearUpcoming() {
    setQueue(Q.clearUpcoming(q));
  },
  /**
   * Takes a song out of the player at once, its right to play gone (a withdrawal): it leaves
   * the queue, and if it is the current song it stops, its audio unloaded, and the player says
   * `why`.
   */
  drop(songId: string, why: string) {
    for (const entry of [...q.entries]) if (entry.song.id === songId) setQueue(Q.remove(q, entry.key));
    if (current()?.id !== songId) return;
    if (element) {
      element.pause();
      element.removeAttribute('src');
      element.load();
    }
    loadedKey = null;
    set({ playing: false, error: why });
  },
  /** Switches the stream's rendition, keeping the position when a song is playing. */
  setDataSaver(on: boolean) {
    storeDataSaver(on);
    if (on === state.dataSaver) return;
    set({ dataSaver: on });
    const song = current();
    if (!song || !element || !isLoaded()) return;
    const at = element.currentTime;
    const wasPlaying = !element.paused;
    const heard = listen;
    element.src = streamSource(song, on);
    element.currentTime = at;
    listen = { ...heard, lastTime: at };
    if (wasPlaying) player.resume();
  },
};

/** Names the section being heard on the lock screen and in the notification (null: none). */
export function setSectionTitle(title: string | null) {
  const song = current();
  if (title === sectionTitle || !song) return;
  sectionTitle = title;
  updateMetadata(song);
}

/** Whether Next leads anywhere: a song after this one, or repeat wrapping to the start. */
export function hasNext(s: PlayerState): boolean {
  return s.index >= 0 && (s.index < s.queue.length - 1 || s.repeat !== 'off');
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The whole player: the component is drawn again on every change, the position's too. */
export function usePlayer(): PlayerState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}

/**
 * One value read from the player (a primitive, or an object the player keeps): the component is
 * drawn again only when that value changes. A shelf has dozens of cards, each asking whether its
 * song is playing and what it costs; with usePlayer() every card was drawn again on each tick of
 * the position, and all of them at once after the page was taken over.
 */
export function usePlayerValue<T>(select: (s: PlayerState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(SERVER_STATE),
  );
}
