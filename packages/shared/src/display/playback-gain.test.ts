import { describe, expect, it } from 'vitest';
import type { Loudness } from '../schemas/loudness.js';
import { playbackGainDb } from './playback-gain.js';

const quietElder: Loudness = {
  integratedLufs: -33.7,
  truePeakDbtp: -15.4,
  range: 2,
  trackGainDb: 15.7,
  trackPeak: 0.17,
  albumGainDb: null,
  albumPeak: null,
};
const loudStudio: Loudness = {
  integratedLufs: -9,
  truePeakDbtp: 0.5,
  range: 5,
  trackGainDb: -9,
  trackPeak: 1.06,
  albumGainDb: -7,
  albumPeak: 1.06,
};

describe('playback gain', () => {
  it('lowers a loud track by its gain', () => {
    expect(playbackGainDb(loudStudio, 'track')).toBe(-9);
  });
  it('uses the album gain in album order, the track gain when the album is not measured', () => {
    expect(playbackGainDb(loudStudio, 'album')).toBe(-7);
    expect(playbackGainDb(quietElder, 'album')).toBeCloseTo(15.39, 1);
  });
  it('raises a quiet recording only as far as its peak allows (no clipping)', () => {
    const gain = playbackGainDb(quietElder, 'track') as number;
    expect(gain).toBeLessThan(15.7);
    expect(quietElder.trackPeak * 10 ** (gain / 20)).toBeLessThanOrEqual(1.0000001);
  });
  it('is null for an unmeasured song and never raises digital silence', () => {
    expect(playbackGainDb(null, 'track')).toBeNull();
    expect(playbackGainDb({ ...quietElder, trackPeak: 0, trackGainDb: 52 }, 'track')).toBe(0);
  });
});
