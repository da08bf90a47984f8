import { describe, expect, it } from 'vitest';
import { SITE_TEXT_ENGLISH_FIRST, SiteSettingsBodySchema } from './admin.js';
import { PublicSiteQuerySchema } from './public-stats.js';

const base = {
  iosStoreUrl: '',
  androidStoreUrl: '',
  contactEmail: '',
  contactPhone: '',
  supportHours: '',
  heroText: '',
};

describe('site settings in several languages', () => {
  it('cleans each translation as the English (trimmed; empty is none) and defaults to none', () => {
    const parsed = SiteSettingsBodySchema.parse({
      ...base,
      heroText: ' Welcome ',
      translations: { heroText: { ha: '  Sannu ', yo: '   ' } },
    });
    expect(parsed.heroText).toBe('Welcome');
    expect(parsed.translations).toEqual({ supportHours: {}, heroText: { ha: 'Sannu', yo: null } });
    expect(SiteSettingsBodySchema.parse(base).translations).toEqual({ supportHours: {}, heroText: {} });
  });

  it('asks for the English once another language has a text, under the English field', () => {
    const result = SiteSettingsBodySchema.safeParse({ ...base, translations: { supportHours: { nup: 'Tsadan' } } });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['supportHours'], message: SITE_TEXT_ENGLISH_FIRST.supportHours }),
    ]);
    // Only empty translations: nothing to fall back from.
    expect(SiteSettingsBodySchema.safeParse({ ...base, translations: { heroText: { ha: ' ' } } }).success).toBe(true);
  });

  it('refuses languages that are not the interface’s others, and long texts naming the language', () => {
    for (const heroText of [{ en: 'Welcome' }, { fr: 'Bienvenue' }]) {
      expect(
        SiteSettingsBodySchema.safeParse({ ...base, heroText: 'Welcome', translations: { heroText } }).success,
      ).toBe(false);
    }
    const long = SiteSettingsBodySchema.safeParse({
      ...base,
      supportHours: 'Mon-Fri',
      translations: { supportHours: { nup: 'x'.repeat(101) } },
    });
    expect(long.error?.issues[0]?.message).toBe('Support hours in Nupe must be at most 100 characters.');
  });

  it('reads ?lang as one of the interface languages, or none', () => {
    expect(PublicSiteQuerySchema.parse({ lang: 'nup' })).toEqual({ lang: 'nup' });
    expect(PublicSiteQuerySchema.parse({})).toEqual({});
    expect(PublicSiteQuerySchema.safeParse({ lang: 'fr' }).success).toBe(false);
  });
});
