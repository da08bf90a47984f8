import { describe, expect, it } from 'vitest';
import { matchesPrefixes, prefixQuery, searchWords } from './search-fold.js';

describe('search folding', () => {
  it('folds tone marks and case, and splits on anything but letters and digits', () => {
    expect(searchWords('Ẹ̀tsu Nupe, sọ̀-kpẹ̀ẹ̀!')).toEqual(['etsu', 'nupe', 'so', 'kpee']);
    expect(prefixQuery('Ẹ̀tsu  nu')).toBe('etsu:* & nu:*');
    expect(prefixQuery(' - ')).toBeNull();
  });

  it('matches in memory as the tsquery does: every searched word begins a word of the text', () => {
    const text = 'Ẹtsu Nupe, sọ̀ kpẹ̀ẹ̀';
    expect(matchesPrefixes(searchWords('etsu'), text)).toBe(true);
    expect(matchesPrefixes(searchWords('Ẹ̀TS kpe'), text)).toBe(true);
    expect(matchesPrefixes(searchWords('tsu'), text)).toBe(false);
    expect(matchesPrefixes(searchWords('etsu prayer'), text)).toBe(false);
    expect(matchesPrefixes([], text)).toBe(false);
  });
});
