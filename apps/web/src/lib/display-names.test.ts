import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, NAMED_IN, REGION_CODES } from '../../scripts/display-names';
import { languageName, regionName } from '../components/ui/archive-words';
import { LANGUAGE_NAMES, REGION_NAMES } from './display-names.generated';

describe('names of languages and countries drawn the same by the server and the browser', () => {
  it('the generated table is what Node’s ICU names now (run `npm run i18n:names` when this fails)', () => {
    for (const locale of NAMED_IN) {
      const language = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
      for (const code of LANGUAGE_CODES) {
        const name = language.of(code);
        expect(LANGUAGE_NAMES[locale]?.[code]).toBe(name && name !== code ? name : undefined);
      }
      const region = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      for (const code of REGION_CODES) expect(REGION_NAMES[locale]?.[code]).toBe(region.of(code));
    }
  });

  it('names in Hausa and Yoruba from the table, in English from ICU, and keeps an unknown code', () => {
    expect(languageName('ara', 'ha')).toBe('Larabci');
    expect(languageName('ara', 'en')).toBe('Arabic');
    expect(languageName('nup', 'yo')).toBe('Nupe');
    expect(regionName('NG', 'yo')).toBe('Nàìjíríà');
    expect(regionName('NG', 'en')).toBe('Nigeria');
    // A country outside the table reads English in every language, the same everywhere.
    expect(regionName('JP', 'ha')).toBe('Japan');
    expect(languageName('qqq', 'ha')).toBe('qqq');
  });
});
