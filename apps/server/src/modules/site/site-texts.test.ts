import { describe, expect, it } from 'vitest';
import { localizedText, translationColumn, translationValues } from './site-texts.js';

describe('localizedText', () => {
  const translations = { ha: 'Sannu', yo: 'Ẹ káàbọ̀' };

  it('gives the reader’s language when it has a text', () => {
    expect(localizedText('Welcome', translations, 'ha')).toEqual({ text: 'Sannu', lang: 'ha' });
    expect(localizedText('Welcome', translations, 'yo')).toEqual({ text: 'Ẹ káàbọ̀', lang: 'yo' });
    expect(localizedText('Welcome', translations, 'en')).toEqual({ text: 'Welcome', lang: 'en' });
  });

  it('falls back as the interface does: Nupe to Hausa, then English; the others to English', () => {
    expect(localizedText('Welcome', translations, 'nup')).toEqual({ text: 'Sannu', lang: 'ha' });
    expect(localizedText('Welcome', { yo: 'Ẹ káàbọ̀' }, 'nup')).toEqual({ text: 'Welcome', lang: 'en' });
    expect(localizedText('Welcome', {}, 'ha')).toEqual({ text: 'Welcome', lang: 'en' });
    expect(localizedText('Welcome', { nup: 'Nupe text' }, 'ha')).toEqual({ text: 'Welcome', lang: 'en' });
  });

  it('is null when not even English is set, and never answers an empty text', () => {
    expect(localizedText(null, {}, 'nup')).toBeNull();
    expect(localizedText('', { ha: '' }, 'ha')).toBeNull();
  });
});

describe('stored translations', () => {
  it('keeps only the languages that have a text, and reads every language back', () => {
    const column = translationColumn({ ha: 'Sannu', yo: null, nup: undefined });
    expect(column).toEqual({ ha: 'Sannu' });
    expect(translationValues(column)).toEqual({ ha: 'Sannu', yo: null, nup: null });
    expect(translationValues(undefined)).toEqual({ ha: null, yo: null, nup: null });
  });
});
