/**
 * The play queue as plain data and pure functions, so its rules are unit-tested
 * without a browser: player-store.ts holds one Queue and swaps it for the next one.
 *
 * Every entry has its own key, because the same song may be queued twice: reordering,
 * removing and un-shuffling then act on that entry, not on every copy of the song.
 */
export type RepeatMode = 'off' | 'all' | 'one';
export const REPEAT_MODES: readonly RepeatMode[] = ['off', 'all', 'one'];

export type QueueEntry<T> = { key: string; song: T };

export type Queue<T> = {
  entries: QueueEntry<T>[];
  /** The current entry's position, or -1 when the queue is empty. */
  index: number;
  /** While shuffled: the entry keys in their order before shuffling (null: not shuffled). */
  unshuffled: string[] | null;
  repeat: RepeatMode;
};

let lastKey = 0;
/** A key no other entry of this page has. */
export function newKey(): string {
  lastKey += 1;
  return `q${lastKey}`;
}

export function emptyQueue<T>(): Queue<T> {
  return { entries: [], index: -1, unshuffled: null, repeat: 'off' };
}

export function currentEntry<T>(q: Queue<T>): QueueEntry<T> | null {
  return q.entries[q.index] ?? null;
}

/** Fisher–Yates on a copy; `random` returns [0, 1) like Math.random (tests pass their own). */
function shuffled<X>(items: X[], random: () => number): X[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as X, out[i] as X];
  }
  return out;
}

/**
 * Shuffle on: the current entry first, every other entry after it in a random order (so a
 * shuffled list still plays all of it), remembering the order to return to.
 */
export function shuffleOn<T>(q: Queue<T>, random: () => number = Math.random): Queue<T> {
  if (q.unshuffled) return q;
  const current = currentEntry(q);
  const unshuffled = q.entries.map((e) => e.key);
  if (!current) return { ...q, unshuffled };
  const others = q.entries.filter((e) => e !== current);
  return { ...q, entries: [current, ...shuffled(others, random)], index: 0, unshuffled };
}

/** Shuffle off: back to the order before shuffling (songs queued since then keep their place in it). */
export function shuffleOff<T>(q: Queue<T>): Queue<T> {
  if (!q.unshuffled) return q;
  const rank = new Map(q.unshuffled.map((key, i) => [key, i]));
  const entries = q.entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (rank.get(a.e.key) ?? a.i) - (rank.get(b.e.key) ?? b.i))
    .map(({ e }) => e);
  const current = currentEntry(q);
  return { ...q, entries, index: current ? entries.indexOf(current) : -1, unshuffled: null };
}

/** A new queue of `songs` starting at `index`; the shuffle and repeat modes carry over. */
export function fromSongs<T>(
  songs: T[],
  index: number,
  modes: { shuffle: boolean; repeat: RepeatMode },
  random: () => number = Math.random,
): Queue<T> {
  const entries = songs.map((song) => ({ key: newKey(), song }));
  const q: Queue<T> = {
    entries,
    index: entries.length ? Math.max(0, Math.min(index, entries.length - 1)) : -1,
    unshuffled: null,
    repeat: modes.repeat,
  };
  return modes.shuffle ? shuffleOn(q, random) : q;
}

/** Puts `song` right after the current entry (in the unshuffled order too). */
export function playNext<T>(q: Queue<T>, song: T): Queue<T> {
  const entry = { key: newKey(), song };
  const at = q.index + 1;
  const entries = [...q.entries.slice(0, at), entry, ...q.entries.slice(at)];
  let unshuffled = q.unshuffled;
  if (unshuffled) {
    const current = currentEntry(q);
    const after = current ? unshuffled.indexOf(current.key) + 1 : 0;
    unshuffled = [...unshuffled.slice(0, after), entry.key, ...unshuffled.slice(after)];
  }
  return { ...q, entries, index: Math.max(q.index, 0), unshuffled };
}

/** Puts `song` at the end of the queue. */
export function addToQueue<T>(q: Queue<T>, song: T): Queue<T> {
  const entry = { key: newKey(), song };
  return {
    ...q,
    entries: [...q.entries, entry],
    index: Math.max(q.index, 0),
    unshuffled: q.unshuffled ? [...q.unshuffled, entry.key] : null,
  };
}

/** Moves the entry at `from` to position `to`; the current entry stays current wherever it lands. */
export function move<T>(q: Queue<T>, from: number, to: number): Queue<T> {
  const n = q.entries.length;
  if (from < 0 || from >= n || to < 0 || to >= n || from === to) return q;
  const current = currentEntry(q);
  const entries = q.entries.slice();
  const [moved] = entries.splice(from, 1);
  entries.splice(to, 0, moved as QueueEntry<T>);
  return { ...q, entries, index: current ? entries.indexOf(current) : -1 };
}

/** Removes one entry other than the current one (the current song stops only by playing another). */
export function remove<T>(q: Queue<T>, key: string): Queue<T> {
  const at = q.entries.findIndex((e) => e.key === key);
  if (at < 0 || at === q.index) return q;
  return {
    ...q,
    entries: q.entries.filter((e) => e.key !== key),
    index: at < q.index ? q.index - 1 : q.index,
    unshuffled: q.unshuffled ? q.unshuffled.filter((k) => k !== key) : null,
  };
}

/** Clears what is still to come; the current song (and what was played before it) stays. */
export function clearUpcoming<T>(q: Queue<T>): Queue<T> {
  const kept = q.entries.slice(0, q.index + 1);
  const keys = new Set(kept.map((e) => e.key));
  return { ...q, entries: kept, unshuffled: q.unshuffled ? q.unshuffled.filter((k) => keys.has(k)) : null };
}

/** The entries after the current one, with their positions in the queue. */
export function upcoming<T>(q: Queue<T>): { entry: QueueEntry<T>; position: number }[] {
  return q.entries.slice(q.index + 1).map((entry, i) => ({ entry, position: q.index + 1 + i }));
}

/**
 * The position to play after the current entry, or null to stop. `ended`: the song finished
 * by itself, so "repeat one" plays it again; pressing Next always moves on, and wraps to the
 * start unless repeat is off.
 */
export function nextIndex<T>(q: Queue<T>, how: 'ended' | 'pressed'): number | null {
  if (q.index < 0) return null;
  if (how === 'ended' && q.repeat === 'one') return q.index;
  if (q.index < q.entries.length - 1) return q.index + 1;
  return q.repeat === 'off' ? null : 0;
}

/** The position before the current entry, wrapping to the end under "repeat all"; null at the start. */
export function previousIndex<T>(q: Queue<T>): number | null {
  if (q.index > 0) return q.index - 1;
  if (q.index === 0 && q.repeat === 'all' && q.entries.length > 1) return q.entries.length - 1;
  return null;
}

/** off → all → one → off: the order of the repeat button's presses. */
export function nextRepeatMode(mode: RepeatMode): RepeatMode {
  return REPEAT_MODES[(REPEAT_MODES.indexOf(mode) + 1) % REPEAT_MODES.length] as RepeatMode;
}
