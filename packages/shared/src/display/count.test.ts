import { describe, expect, it } from 'vitest';
import { countOf } from './count.js';

describe('countOf', () => {
  it('says one in the singular, every other count in the plural', () => {
    expect(countOf(1, 'like')).toBe('1 like');
    expect(countOf(2, 'like')).toBe('2 likes');
    expect(countOf(0, 'listener')).toBe('0 listeners');
    expect(countOf(1, 'listener')).toBe('1 listener');
  });

  it('groups thousands and takes irregular plurals', () => {
    expect(countOf(1204, 'play')).toBe('1,204 plays');
    expect(countOf(3, 'entry', 'entries')).toBe('3 entries');
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry');
  });
});
