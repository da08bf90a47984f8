import { describe, expect, it } from 'vitest';
import { SAME_RECORDING, similarity } from './chromaprint.js';

const series = (n: number, seed: number) => {
  let x = seed;
  return Array.from({ length: n }, () => {
    x = (Math.imul(x, 1103515245) + 12345) | 0;
    return x;
  });
};

describe('fingerprint similarity', () => {
  it('finds the same values shifted, with a few bits flipped, alike; unrelated values not', () => {
    const a = series(80, 7);
    const shifted = [123, 456, ...a.slice(0, 70)].map((v, i) => (i % 9 === 0 ? v ^ 0b101 : v));
    expect(similarity(a, shifted)).toBeGreaterThan(SAME_RECORDING);
    expect(similarity(a, series(80, 99))).toBeLessThan(0.65);
  });
  it('answers 0 when they overlap too little', () => {
    expect(similarity(series(5, 1), series(5, 1))).toBe(0);
  });
});
