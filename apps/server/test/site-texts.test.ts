import { SITE_TEXT_ENGLISH_FIRST, SUPPORT_HOURS } from '@nupe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  createUser,
  expectErrorBody,
  type SignedInUser,
  type TestApp,
} from './helpers/test-app.js';

/** The site texts an admin writes per language, and what readers of each language are given. */

let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, 'admin', 'Texts Admin');
});
afterAll(async () => {
  await t.close();
});

const base = {
  iosStoreUrl: '',
  androidStoreUrl: '',
  contactEmail: '',
  contactPhone: '',
  supportHours: '',
  heroText: '',
};

const HERO = {
  en: 'Songs, Zikiri and stories of the Nupe people.',
  ha: 'Waƙoƙi, Zikiri da labaran mutanen Nupe.',
  yo: 'Orin, Zikiri àti ìtàn àwọn ará Nupe.',
};
const HOURS = { en: 'Mon-Sat 8AM-5PM WAT', ha: 'Litinin-Asabar 8 na safe zuwa 5 na yamma' };

const save = (payload: Record<string, unknown>) =>
  call(t, { method: 'PUT', url: '/api/admin/settings', token: admin.token, payload });
const site = async (query = '', headers: Record<string, string> = {}) => {
  const res = await call(t, { method: 'GET', url: `/api/public/site${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    supportHours: string;
    heroText: string | null;
    lang: string;
    textLang: { supportHours: string; heroText?: string };
  };
};

describe('site texts in the reader’s language', () => {
  it('before any setting: the configured support hours in English and no hero text, whatever the language', async () => {
    for (const lang of ['en', 'ha', 'yo', 'nup']) {
      const s = await site(`?lang=${lang}`);
      expect(s).toMatchObject({
        supportHours: SUPPORT_HOURS,
        heroText: null,
        lang,
        textLang: { supportHours: 'en' },
      });
      expect(s.textLang).not.toHaveProperty('heroText');
    }
  });

  it('saves each language; every reader gets theirs, else the fallback (Nupe: Hausa, then English)', async () => {
    const res = await save({
      ...base,
      supportHours: HOURS.en,
      heroText: HERO.en,
      translations: { supportHours: { ha: HOURS.ha }, heroText: { ha: HERO.ha, yo: `  ${HERO.yo}  `, nup: '   ' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The admin screen reads every language back, trimmed; an empty one is none.
    expect(res.json().settings).toMatchObject({
      supportHours: HOURS.en,
      heroText: HERO.en,
      translations: {
        supportHours: { ha: HOURS.ha, yo: null, nup: null },
        heroText: { ha: HERO.ha, yo: HERO.yo, nup: null },
      },
    });
    const got = await call(t, { method: 'GET', url: '/api/admin/settings', token: admin.token });
    expect(got.json().settings.translations.heroText).toEqual({ ha: HERO.ha, yo: HERO.yo, nup: null });

    expect(await site('?lang=en')).toMatchObject({
      heroText: HERO.en,
      supportHours: HOURS.en,
      textLang: { heroText: 'en', supportHours: 'en' },
    });
    expect(await site('?lang=ha')).toMatchObject({
      heroText: HERO.ha,
      supportHours: HOURS.ha,
      textLang: { heroText: 'ha', supportHours: 'ha' },
    });
    // Yoruba has its own hero text; its support hours fall back to English.
    expect(await site('?lang=yo')).toMatchObject({
      heroText: HERO.yo,
      supportHours: HOURS.en,
      textLang: { heroText: 'yo', supportHours: 'en' },
    });
    // Nupe has neither: Hausa first, as the interface falls back.
    expect(await site('?lang=nup')).toMatchObject({
      lang: 'nup',
      heroText: HERO.ha,
      supportHours: HOURS.ha,
      textLang: { heroText: 'ha', supportHours: 'ha' },
    });

    // The change is in the audit log, language by language.
    const log = await call(t, { method: 'GET', url: '/api/admin/audit-log?limit=10', token: admin.token });
    const entry = (log.json().entries as { action: string; details: { changes: Record<string, unknown> } }[]).find(
      (e) => e.action === 'settings.update',
    );
    expect(Object.keys(entry?.details.changes ?? {})).toEqual(
      expect.arrayContaining(['heroText', 'heroText.ha', 'heroText.yo', 'supportHours.ha']),
    );
  });

  it('without ?lang, the language cookie chooses, else Accept-Language, else English', async () => {
    expect((await site('', { cookie: 'theme=dark; nupeLocale=ha' })).heroText).toBe(HERO.ha);
    expect((await site('', { 'accept-language': 'yo-NG,en;q=0.5' })).heroText).toBe(HERO.yo);
    // The cookie (the reader's own choice) wins over the browser's languages.
    expect((await site('', { cookie: 'nupeLocale=yo', 'accept-language': 'ha' })).heroText).toBe(HERO.yo);
    expect((await site('', { 'accept-language': 'fr-FR, de;q=0.8' })).heroText).toBe(HERO.en);
    expect((await site('')).lang).toBe('en');
    // ?lang wins over both; the answer varies with the headers it may read.
    const res = await call(t, {
      method: 'GET',
      url: '/api/public/site?lang=en',
      headers: { cookie: 'nupeLocale=ha', 'accept-language': 'ha' },
    });
    expect(res.json().heroText).toBe(HERO.en);
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('refuses bad input with the error body and changes nothing', async () => {
    const before = (await call(t, { method: 'GET', url: '/api/admin/settings', token: admin.token })).json();
    const bad: [string, Record<string, unknown>, string][] = [
      // A translation without its English: every reader falls back to English.
      ['heroText', { ...base, translations: { heroText: { ha: HERO.ha } } }, SITE_TEXT_ENGLISH_FIRST.heroText],
      [
        'supportHours',
        { ...base, heroText: HERO.en, translations: { supportHours: { nup: 'Tsadan' } } },
        SITE_TEXT_ENGLISH_FIRST.supportHours,
      ],
      [
        'translations.heroText.yo',
        { ...base, heroText: HERO.en, translations: { heroText: { yo: 'x'.repeat(281) } } },
        'The home page text in Yorùbá must be at most 280 characters.',
      ],
      [
        'translations.supportHours.ha',
        { ...base, supportHours: HOURS.en, translations: { supportHours: { ha: 'x'.repeat(101) } } },
        'Support hours in Hausa must be at most 100 characters.',
      ],
      // English is the field itself, and only the interface's languages are kept.
      ['translations.heroText', { ...base, heroText: HERO.en, translations: { heroText: { en: HERO.en } } }, ''],
      ['translations.heroText', { ...base, heroText: HERO.en, translations: { heroText: { fr: 'Chansons' } } }, ''],
      ['translations.heroText.ha', { ...base, heroText: HERO.en, translations: { heroText: { ha: 42 } } }, ''],
      ['translations', { ...base, heroText: HERO.en, translations: { aboutText: { ha: 'Game da mu' } } }, ''],
    ];
    for (const [field, payload, sentence] of bad) {
      const res = await save(payload);
      const body = expectErrorBody(res, 400) as { code: string; fields?: Record<string, string> };
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fields?.[field], `${field}: ${res.body}`).toBeTruthy();
      if (sentence) expect(body.fields?.[field]).toBe(sentence);
    }
    // Control characters are refused in a translation as anywhere else.
    expectErrorBody(await save({ ...base, heroText: HERO.en, translations: { heroText: { ha: 'Sannu\u0007' } } }), 400);
    for (const lang of ['x', 'EN', 'fr']) {
      expectErrorBody(await call(t, { method: 'GET', url: `/api/public/site?lang=${lang}` }), 400);
    }
    const after = (await call(t, { method: 'GET', url: '/api/admin/settings', token: admin.token })).json();
    expect(after).toEqual(before);
    expect((await site('?lang=ha')).heroText).toBe(HERO.ha);
  });

  it('a save without translations clears them (the body is the whole settings), and empty English is the default again', async () => {
    expect((await save({ ...base, heroText: HERO.en })).statusCode).toBe(200);
    expect(await site('?lang=ha')).toMatchObject({
      heroText: HERO.en,
      supportHours: SUPPORT_HOURS,
      textLang: { heroText: 'en', supportHours: 'en' },
    });
    expect((await save(base)).statusCode).toBe(200);
    expect((await site('?lang=ha')).heroText).toBeNull();
  });
});
