import { describe, expect, it } from 'vitest';
import { describeChange, percentChange } from './change.js';

describe('describeChange', () => {
  it('reads "—" with no activity in either period, never a green 0.0%', () => {
    expect(describeChange(0, 0)).toEqual({ tone: 'flat', text: '—', label: 'No activity in either period' });
  });

  it('reads "New" when the previous period was empty, never +100.0%', () => {
    for (const current of [1, 5, 1000]) {
      const d = describeChange(current, 0);
      expect(d).toMatchObject({ tone: 'flat', text: 'New' });
      expect(d.text).not.toContain('%');
    }
  });

  it('reads "No change" for the same figure twice', () => {
    expect(describeChange(7, 7)).toMatchObject({ tone: 'flat', text: 'No change' });
  });

  it('signs real changes to one decimal', () => {
    expect(describeChange(4, 3)).toEqual({ tone: 'up', text: '+33.3%', label: 'Up 33.3%' });
    expect(describeChange(3, 4)).toEqual({ tone: 'down', text: '−25.0%', label: 'Down 25.0%' });
    expect(describeChange(0, 4)).toMatchObject({ tone: 'down', text: '−100.0%' });
    expect(describeChange(3, 1)).toMatchObject({ tone: 'up', text: '+200.0%' });
  });
});

describe('percentChange', () => {
  it('rounds half away from zero and has no answer from nothing', () => {
    expect(percentChange(1001, 800)).toBe(25.1);
    expect(percentChange(599, 800)).toBe(-25.1);
    expect(percentChange(5, 0)).toBeNull();
    expect(Object.is(percentChange(800, 800), -0)).toBe(false);
  });
});
