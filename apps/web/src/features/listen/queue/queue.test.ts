import { describe, expect, it } from 'vitest';
import {
  addToQueue,
  clearUpcoming,
  emptyQueue,
  fromSongs,
  move,
  nextIndex,
  nextRepeatMode,
  playNext,
  previousIndex,
  type Queue,
  remove,
  shuffleOff,
  shuffleOn,
  upcoming,
} from './queue';

const off = { shuffle: false, repeat: 'off' } as const;
const songs = (q: Queue<string>) => q.entries.map((e) => e.song);
const now = (q: Queue<string>) => q.entries[q.index]?.song;

/** A repeatable "random" source: a fixed sequence of numbers in [0, 1). */
function seq(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length] as number;
}

describe('a queue made from a list', () => {
  it('starts at the chosen song', () => {
    const q = fromSongs(['a', 'b', 'c'], 1, off);
    expect(songs(q)).toEqual(['a', 'b', 'c']);
    expect(now(q)).toBe('b');
    expect(q.unshuffled).toBeNull();
  });

  it('keeps the index inside the list, and -1 for an empty list', () => {
    expect(fromSongs(['a', 'b'], 9, off).index).toBe(1);
    expect(fromSongs([], 0, off).index).toBe(-1);
  });

  it('gives every entry its own key, also for the same song twice', () => {
    const q = fromSongs(['a', 'a'], 0, off);
    expect(q.entries[0]?.key).not.toBe(q.entries[1]?.key);
  });

  it('is shuffled from the start when shuffle is on, with the chosen song first', () => {
    const q = fromSongs(['a', 'b', 'c', 'd'], 2, { shuffle: true, repeat: 'all' }, seq(0.1, 0.5, 0.9));
    expect(now(q)).toBe('c');
    expect(q.index).toBe(0);
    expect(songs(q).sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(q.repeat).toBe('all');
    expect(shuffleOff(q).entries.map((e) => e.song)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('play next and add to queue', () => {
  it('play next goes right after the current song; add to queue at the end', () => {
    let q = fromSongs(['a', 'b', 'c'], 0, off);
    q = playNext(q, 'x');
    q = addToQueue(q, 'y');
    expect(songs(q)).toEqual(['a', 'x', 'b', 'c', 'y']);
    expect(now(q)).toBe('a');
    expect(upcoming(q).map((u) => u.entry.song)).toEqual(['x', 'b', 'c', 'y']);
  });

  it('an empty queue gets the song as its current one', () => {
    expect(now(addToQueue(emptyQueue<string>(), 'a'))).toBe('a');
    expect(now(playNext(emptyQueue<string>(), 'a'))).toBe('a');
  });

  it('while shuffled, a queued song keeps its place when shuffle is turned off', () => {
    let q = shuffleOn(fromSongs(['a', 'b', 'c', 'd'], 1, off), seq(0.99, 0.0, 0.5));
    q = playNext(q, 'x');
    q = addToQueue(q, 'y');
    expect(q.entries[1]?.song).toBe('x');
    q = shuffleOff(q);
    expect(songs(q)).toEqual(['a', 'b', 'x', 'c', 'd', 'y']);
    expect(now(q)).toBe('b');
  });
});

describe('reorder, remove and clear', () => {
  it('moves an upcoming song up and down', () => {
    let q = fromSongs(['a', 'b', 'c', 'd'], 0, off);
    q = move(q, 3, 2);
    expect(songs(q)).toEqual(['a', 'b', 'd', 'c']);
    q = move(q, 1, 2);
    expect(songs(q)).toEqual(['a', 'd', 'b', 'c']);
    expect(now(q)).toBe('a');
  });

  it('the current song stays current when something moves across it', () => {
    let q = fromSongs(['a', 'b', 'c'], 1, off);
    q = move(q, 0, 2);
    expect(songs(q)).toEqual(['b', 'c', 'a']);
    expect(now(q)).toBe('b');
  });

  it('ignores moves out of range', () => {
    const q = fromSongs(['a', 'b'], 0, off);
    expect(move(q, 1, 2)).toBe(q);
    expect(move(q, -1, 0)).toBe(q);
  });

  it('removes one entry (not the current one), keeping the current song', () => {
    let q = fromSongs(['a', 'b', 'a', 'c'], 1, off);
    const firstA = q.entries[0]?.key as string;
    q = remove(q, firstA);
    expect(songs(q)).toEqual(['b', 'a', 'c']);
    expect(now(q)).toBe('b');
    expect(remove(q, q.entries[q.index]?.key as string)).toBe(q);
  });

  it('clear removes what is to come and keeps the current song', () => {
    let q = shuffleOn(fromSongs(['a', 'b', 'c', 'd'], 1, off), seq(0.3));
    q = clearUpcoming(q);
    expect(songs(q)).toEqual(['b']);
    expect(q.unshuffled).toEqual([q.entries[0]?.key]);
    expect(nextIndex(q, 'pressed')).toBeNull();
  });
});

describe('shuffle', () => {
  it('puts the current song first and every other song after it, and un-shuffles back', () => {
    const q = fromSongs(['a', 'b', 'c', 'd', 'e'], 2, off);
    const s = shuffleOn(q, seq(0.0, 0.0, 0.0, 0.0));
    expect(now(s)).toBe('c');
    expect(s.index).toBe(0);
    expect(songs(s).slice().sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(songs(s)).not.toEqual(songs(q));
    const back = shuffleOff(s);
    expect(songs(back)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(now(back)).toBe('c');
  });

  it('after moving on in the shuffled order, un-shuffle keeps the song that plays now', () => {
    let s = shuffleOn(fromSongs(['a', 'b', 'c', 'd'], 0, off), seq(0.5, 0.2, 0.8));
    s = { ...s, index: 2 };
    const playing = now(s);
    const back = shuffleOff(s);
    expect(songs(back)).toEqual(['a', 'b', 'c', 'd']);
    expect(now(back)).toBe(playing);
  });

  it('turning shuffle on twice changes nothing the second time', () => {
    const s = shuffleOn(fromSongs(['a', 'b', 'c'], 0, off), seq(0.4));
    expect(shuffleOn(s)).toBe(s);
    const q = fromSongs(['a'], 0, off);
    expect(shuffleOff(q)).toBe(q);
  });
});

describe('next and previous with repeat', () => {
  it('repeat off: stops after the last song', () => {
    const q = fromSongs(['a', 'b'], 1, off);
    expect(nextIndex(q, 'ended')).toBeNull();
    expect(nextIndex(q, 'pressed')).toBeNull();
    expect(nextIndex({ ...q, index: 0 }, 'ended')).toBe(1);
  });

  it('repeat all: wraps to the first song, and Previous from the first to the last', () => {
    const q = fromSongs(['a', 'b', 'c'], 2, { shuffle: false, repeat: 'all' });
    expect(nextIndex(q, 'ended')).toBe(0);
    expect(nextIndex(q, 'pressed')).toBe(0);
    expect(previousIndex({ ...q, index: 0 })).toBe(2);
  });

  it('repeat one: the song plays again when it ends; Next still moves on', () => {
    const q = fromSongs(['a', 'b'], 0, { shuffle: false, repeat: 'one' });
    expect(nextIndex(q, 'ended')).toBe(0);
    expect(nextIndex(q, 'pressed')).toBe(1);
    expect(nextIndex({ ...q, index: 1 }, 'pressed')).toBe(0);
  });

  it('previous: the one before, none at the start unless repeating all', () => {
    const q = fromSongs(['a', 'b'], 1, off);
    expect(previousIndex(q)).toBe(0);
    expect(previousIndex({ ...q, index: 0 })).toBeNull();
    expect(previousIndex(emptyQueue())).toBeNull();
    expect(nextIndex(emptyQueue(), 'ended')).toBeNull();
  });

  it('the repeat button cycles off → all → one → off', () => {
    expect([nextRepeatMode('off'), nextRepeatMode('all'), nextRepeatMode('one')]).toEqual(['all', 'one', 'off']);
  });
});
