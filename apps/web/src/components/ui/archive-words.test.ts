import { describe, expect, it } from 'vitest';
import { languageName, recordedText } from './archive-words';

describe('archive details in words', () => {
  it('says EDTF dates as a person would', () => {
    expect(recordedText('198X')).toBe('the 1980s');
    expect(recordedText('1987~')).toBe('about 1987');
    expect(recordedText('1987?')).toBe('1987 (uncertain)');
    expect(recordedText('1987-06-14')).toBe('1987-06-14');
  });
  it('names the languages, Nupe included, and keeps an unknown code as it is', () => {
    expect(languageName('nup')).toBe('Nupe');
    expect(languageName('hau')).toBe('Hausa');
    expect(languageName('qqq')).toBe('qqq');
  });
});
