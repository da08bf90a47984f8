import { describe, expect, it } from 'vitest';
import { createdLabel, keysCountLabel, lastUsedLabel } from './key-labels';

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
  });
});
