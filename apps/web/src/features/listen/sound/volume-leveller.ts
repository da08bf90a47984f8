import { playbackGainDb, type Song } from '@nupe/shared';
import { useSyncExternalStore } from 'react';

/**
 * Even loudness ("volume levelling"): each song is played at ReplayGain 2.0's reference level
 * from its measured loudness (`song.loudness`), so an elder's quiet phone recording and a loud
 * studio mix sound alike. A Web Audio gain node sits between the <audio> element and the
 * speakers; the gain is lowered when the song's true peak would pass full scale (the peak
 * guard: nothing clips). Album gain when an album plays in its order, track gain otherwise
 * (shuffle, mixed queues). On by default; the listener's choice is kept on this device.
 */
const KEY = 'listen.levelVolume';

export type GainMode = 'track' | 'album';

let enabled = readStored();
const listeners = new Set<() => void>();
let graph: { context: AudioContext; gain: GainNode } | null = null;
let lastApplied: { song: Song; mode: GainMode } | null = null;

function readStored(): boolean {
  try {
    return typeof localStorage === 'undefined' || localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Album order: not shuffled, and the song sits next to another of its album in the queue. */
export function gainModeFor(queue: Song[], index: number, shuffled: boolean): GainMode {
  const song = queue[index];
  const album = song?.album?.id;
  if (shuffled || !album) return 'track';
  return queue[index - 1]?.album?.id === album || queue[index + 1]?.album?.id === album ? 'album' : 'track';
}

/** The linear gain for a song (1 when levelling is off or the song is not measured yet). */
export function linearGain(song: Song, mode: GainMode, on: boolean): number {
  if (!on) return 1;
  const db = playbackGainDb(song.loudness, mode);
  return db === null ? 1 : 10 ** (db / 20);
}

/** Routes the element through the gain node once (a media element can have one source node). */
function connect(element: HTMLMediaElement) {
  if (graph) return graph;
  const Context = window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return null;
  const context = new Context();
  const gain = context.createGain();
  context.createMediaElementSource(element).connect(gain).connect(context.destination);
  // Browsers start a context suspended until the page is played with: resume on every play.
  element.addEventListener('play', () => void context.resume().catch(() => {}));
  graph = { context, gain };
  return graph;
}

/**
 * The gain node's value, set at once (not scheduled: a suspended context would not apply a
 * scheduled change until it runs), and written on the element for tests and inspection.
 */
function setGain(element: HTMLElement, value: number) {
  if (!graph) return;
  graph.gain.gain.value = value;
  element.dataset.gain = value.toFixed(4);
}

/** Sets the gain for the song now loading in the element. */
export function applyLevel(element: HTMLMediaElement, song: Song, mode: GainMode) {
  lastApplied = { song, mode };
  const g = connect(element);
  if (!g) return;
  setGain(element, linearGain(song, mode, enabled));
  void g.context.resume().catch(() => {});
}

export const volumeLeveller = {
  get enabled() {
    return enabled;
  },
  setEnabled(on: boolean) {
    enabled = on;
    try {
      localStorage.setItem(KEY, on ? 'on' : 'off');
    } catch {
      // private mode: the choice lasts for this page only
    }
    const element = document.querySelector<HTMLElement>('[data-testid="listen-audio"]');
    if (graph && lastApplied && element) setGain(element, linearGain(lastApplied.song, lastApplied.mode, on));
    for (const l of listeners) l();
  },
};

export function useVolumeLevelling(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => enabled,
    () => true,
  );
}
