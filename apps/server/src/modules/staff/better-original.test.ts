import { describe, expect, it } from 'vitest';
import { compareOriginals, formatLabel, isLossless } from './better-original.js';

const mp3 = (bitrate: number, durationSeconds = 12) => ({
  mime: 'audio/mpeg',
  codec: 'MPEG 1 Layer 3',
  bitrate,
  durationSeconds,
});
const wav = { mime: 'audio/wav', codec: 'PCM', bitrate: 1_411_200, durationSeconds: 12 };

describe('the better original', () => {
  it('takes lossless over lossy whatever the bitrates', () => {
    expect(compareOriginals(wav, mp3(320_000))).toBeGreaterThan(0);
    expect(compareOriginals({ ...wav, bitrate: 100 }, mp3(320_000))).toBeGreaterThan(0);
    expect(
      compareOriginals(mp3(320_000), { mime: 'audio/ogg', codec: 'FLAC', bitrate: 1, durationSeconds: 1 }),
    ).toBeLessThan(0);
  });

  it('then the higher bitrate, then the longer file', () => {
    expect(compareOriginals(mp3(64_000), mp3(128_000))).toBeLessThan(0);
    expect(compareOriginals(mp3(128_000, 12), mp3(128_000, 10))).toBeGreaterThan(0);
    expect(compareOriginals(mp3(128_000, 12), mp3(128_000, 12.04))).toBe(0);
    expect(compareOriginals({ ...mp3(0), bitrate: null }, mp3(1))).toBeLessThan(0);
  });

  it('names formats for people', () => {
    expect(isLossless({ mime: 'audio/mpeg', codec: null })).toBe(false);
    expect(formatLabel(wav)).toBe('WAV (lossless)');
    expect(formatLabel(mp3(64_000))).toBe('MP3');
    expect(formatLabel({ mime: 'audio/ogg', codec: 'Opus' })).toBe('OGG');
  });
});
