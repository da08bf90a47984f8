import { describe, expect, it } from 'vitest';
import { formatDataSize, streamBytes } from './stream-size.js';

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
});
