import { describe, expect, it } from 'vitest';
import { ebur128Args, loudnessFigures, parseEbur128Summary } from './ebur128.js';

const summary = (i: string, lra: string, peak: string) => `[Parsed_ebur128_0 @ 0x1] Summary:

  Integrated loudness:
    I:         ${i} LUFS
    Threshold: -28.2 LUFS

  Loudness range:
    LRA:         ${lra} LU
    Threshold: -38.3 LUFS

  True peak:
    Peak:        ${peak} dBFS
`;

describe('ebur128 summary', () => {
  it('reads integrated loudness, range and true peak (linear)', () => {
    const r = parseEbur128Summary(`noise before\n${summary('-17.9', '6.3', '-1.0')}`);
    expect(r?.integratedLufs).toBe(-17.9);
    expect(r?.rangeLu).toBe(6.3);
    expect(r?.truePeak).toBeCloseTo(0.891, 3);
  });
  it('keeps digital silence as a peak of 0 and the −70 LUFS floor', () => {
    expect(parseEbur128Summary(summary('-70.0', '0.0', '-inf'))).toEqual({
      integratedLufs: -70,
      rangeLu: 0,
      truePeak: 0,
    });
  });
  it('answers null without a summary', () => {
    expect(parseEbur128Summary('Error opening input')).toBeNull();
  });
  it('measures an album as one programme, a mono track on one channel', () => {
    const args = ebur128Args([
      { file: 'a.mp3', channels: 2 },
      { file: 'b.wav', channels: 1 },
    ]);
    const graph = args[args.indexOf('-filter_complex') + 1];
    expect(graph).toContain('[1:a:0]aresample=48000,aformat=sample_fmts=fltp,pan=stereo|c0=c0|c1=0*c0[a1]');
    expect(graph).toContain('[a0][a1]concat=n=2:v=0:a=1,ebur128=peak=true');
  });
});

describe('loudness figures', () => {
  it('derive ReplayGain 2.0 gains at −18 LUFS', () => {
    const l = loudnessFigures(
      { integratedLufs: -9, rangeLu: 4, truePeak: 1.12 },
      { integratedLufs: -11.5, truePeak: 1.2 },
    );
    expect(l).toEqual({
      integratedLufs: -9,
      truePeakDbtp: 0.98,
      range: 4,
      trackGainDb: -9,
      trackPeak: 1.12,
      albumGainDb: -6.5,
      albumPeak: 1.2,
    });
    expect(loudnessFigures(null, null)).toBeNull();
    expect(loudnessFigures({ integratedLufs: -70, rangeLu: 0, truePeak: 0 }, null)?.truePeakDbtp).toBeNull();
  });
});
