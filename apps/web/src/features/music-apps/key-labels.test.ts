import { describe, expect, it, vi } from 'vitest';
import { createdLabel, keysCountLabel, lastUsedLabel } from './key-labels';

// The unit tests run without the Lingui macro's compile step: its tags are stood in for by
// plain English (what the English catalog says), so the labels' words and dates are checked.
vi.mock('@lingui/core/macro', () => {
  const join = (strings: TemplateStringsArray, ...values: unknown[]) => String.raw({ raw: strings }, ...values);
  return {
    t: join,
    msg: (strings: TemplateStringsArray, ...values: unknown[]) => ({ message: join(strings, ...values) }),
    plural: (n: number, forms: { one: string; other: string }) =>
      (n === 1 ? forms.one : forms.other).replace('#', String(n)),
  };
});

describe('key labels', () => {
  it('says "Never used" until an app signs in with the key', () => {
    expect(lastUsedLabel(null)).toBe('Never used');
  });

  it('names the day a key was last used and made', () => {
    // Midday UTC: the same calendar day in every time zone from UTC-11 to UTC+11.
    expect(lastUsedLabel('2026-05-03T12:00:00.000Z')).toMatch(/^Last used 3 May 2026, \d{2}:\d{2}$/);
    expect(createdLabel('2026-05-03T12:00:00.000Z')).toBe('Created 3 May 2026');
  });

  it('counts keys against the limit', () => {
    expect(keysCountLabel(0, 10)).toBe('0 of 10 keys');
    expect(keysCountLabel(10, 10)).toBe('10 of 10 keys');
    expect(keysCountLabel(1, 1)).toBe('1 of 1 key');
  });
});
