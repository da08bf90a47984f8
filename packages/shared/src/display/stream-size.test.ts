import { describe, expect, it } from 'vitest';
import { dataCostLabel, dataCostShort, formatDataSize, songsBytes, streamBytes } from './stream-size.js';

describe('streamBytes', () => {
  it('is duration × bitrate / 8 at the rendition bitrate', () => {
    // 4 minutes: 240 s × 128 000 / 8 = 3.84 MB; 240 × 48 000 / 8 = 1.44 MB.
    expect(streamBytes(240, 320_000, 'standard')).toBe(3_840_000);
    expect(streamBytes(240, 320_000, 'dataSaver')).toBe(1_440_000);
  });

  it('never counts more than the original carries', () => {
    expect(streamBytes(100, 64_000, 'standard')).toBe(800_000);
    expect(streamBytes(100, 32_000, 'dataSaver')).toBe(400_000);
  });

  it('uses the rendition bitrate when the original one is unknown, and null without a duration', () => {
    expect(streamBytes(10, null, 'standard')).toBe(160_000);
    expect(streamBytes(null, 128_000, 'standard')).toBeNull();
    expect(streamBytes(0, 128_000, 'standard')).toBeNull();
  });
});

describe('formatDataSize', () => {
  it('shows megabytes with one decimal and kilobytes whole', () => {
    expect(formatDataSize(3_840_000)).toBe('3.8 MB');
    expect(formatDataSize(1_440_000)).toBe('1.4 MB');
    expect(formatDataSize(640_400)).toBe('640 KB');
    expect(formatDataSize(12)).toBe('1 KB');
  });

  it('drops a needless decimal, shows gigabytes, and nothing as 0 MB', () => {
    expect(formatDataSize(430_000_000)).toBe('430 MB');
    expect(formatDataSize(1_000_000)).toBe('1 MB');
    expect(formatDataSize(1_000_000_000)).toBe('1 GB');
    expect(formatDataSize(2_500_000_000)).toBe('2.5 GB');
    expect(formatDataSize(0)).toBe('0 MB');
    expect(formatDataSize(Number.NaN)).toBe('0 MB');
  });
});

describe('dataCostLabel', () => {
  const fourMinutes = { durationSeconds: 240, bitrate: 320_000 };

  it("puts the listener's quality first and the other beside it", () => {
    expect(dataCostLabel(fourMinutes, false)).toBe('3.8 MB · 1.4 MB with Data Saver');
    expect(dataCostLabel(fourMinutes, true)).toBe('1.4 MB with Data Saver · 3.8 MB without');
    expect(dataCostShort(fourMinutes, false)).toBe('3.8 MB');
    expect(dataCostShort(fourMinutes, true)).toBe('1.4 MB');
  });

  it('adds up a list, skipping songs of unknown length, and is null when none is known', () => {
    const unknown = { durationSeconds: null, bitrate: null };
    expect(songsBytes([fourMinutes, unknown, fourMinutes], 'standard')).toBe(7_680_000);
    expect(dataCostLabel([fourMinutes, fourMinutes], false)).toBe('7.7 MB · 2.9 MB with Data Saver');
    expect(dataCostLabel([unknown], false)).toBeNull();
    expect(dataCostShort([], true)).toBeNull();
  });
});
