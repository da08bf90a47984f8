import { describe, expect, it, vi } from 'vitest';
import { listLength, songCount } from './playlist-format';

// The unit tests run without the Lingui macro's compile step: its tags are stood in for by
// plain English (what the English catalog says).
vi.mock('@lingui/core/macro', () => ({
  t: (strings: TemplateStringsArray, ...values: unknown[]) => String.raw({ raw: strings }, ...values),
  plural: (n: number, forms: { one: string; other: string }) =>
    (n === 1 ? forms.one : forms.other).replace('#', String(n)),
}));

describe('playlist-format', () => {
  it('counts songs', () => {
    expect(songCount(0)).toBe('0 songs');
    expect(songCount(1)).toBe('1 song');
    expect(songCount(12)).toBe('12 songs');
  });

  it('says how long a list plays', () => {
    expect(listLength(0)).toBe('0 min');
    expect(listLength(2)).toBe('1 min');
    expect(listLength(45)).toBe('1 min');
    expect(listLength(600)).toBe('10 min');
    expect(listLength(3600)).toBe('1 h');
    expect(listLength(3720)).toBe('1 h 2 min');
    expect(listLength(Number.NaN)).toBe('0 min');
  });
});
