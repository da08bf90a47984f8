import { describe, expect, it } from 'vitest';
import { parseRange, streamSongId } from './offline-keys';

describe('parseRange', () => {
  it('reads first, open-ended, suffix and clamped ranges', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual([0, 99]);
    expect(parseRange('bytes=500-', 1000)).toEqual([500, 999]);
    expect(parseRange('bytes=-100', 1000)).toEqual([900, 999]);
    expect(parseRange('bytes=900-5000', 1000)).toEqual([900, 999]);
    expect(parseRange('bytes=-5000', 1000)).toEqual([0, 999]);
  });

  it('tells a range past the end apart from no range at all', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=20-10', 1000)).toBe('unsatisfiable');
    expect(parseRange(null, 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5-9', 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
  });
});

describe('streamSongId', () => {
  it('finds the song of a stream address and nothing else', () => {
    expect(streamSongId('/api/songs/abc-1/stream')).toBe('abc-1');
    expect(streamSongId('/api/songs/abc-1/download')).toBeNull();
    expect(streamSongId('/api/songs/abc-1')).toBeNull();
  });
});
