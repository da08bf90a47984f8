import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { po } from 'gettext-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  createUser,
  expectErrorBody,
  type SignedInUser,
  type TestApp,
} from './helpers/test-app.js';

/**
 * Community translation: translators an admin names propose texts, someone else reviews them,
 * and only reviewed texts reach GET /api/i18n/{lang}. PO files go out and come back as
 * Lingui and Weblate write them; they are read back here by gettext-parser and GNU msgfmt,
 * which share no code with the server's PO reader (pofile-ts).
 */
type Message = {
  id: string;
  source: string;
  status: string;
  current: string | null;
  placeholders: string[];
  plural: boolean;
  area: string;
  origins: string[];
  others: Record<string, string | null>;
};

let t: TestApp;
let admin: SignedInUser;
let staff: SignedInUser;
let amina: SignedInUser;
let bala: SignedInUser;
let outsider: SignedInUser;
let messages: Message[];

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  call(t, { method, url: `/api${url}`, token, ...(payload ? { payload } : {}) });
const bySource = (source: string) => {
  const found = messages.find((m) => m.source === source);
  if (!found) throw new Error(`no message "${source}"`);
  return found;
};
const overrides = async (lang: string) => {
  const res = await api('GET', `/i18n/${lang}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    messages: Record<string, unknown>;
    fallbacks: Record<string, string>;
    progress: { percent: number };
  };
};

beforeAll(async () => {
  t = await createTestApp();
  [admin, staff, amina, bala, outsider] = await Promise.all([
    createUser(t, 'admin'),
    createUser(t, 'staff'),
    createUser(t, 'listener', 'Amina Translator'),
    createUser(t, 'listener', 'Bala Reviewer'),
    createUser(t, 'listener'),
  ]);
  for (const user of [amina, bala]) {
    const res = await api('PUT', `/admin/users/${user.id}/translator`, admin.token, { locales: ['ha', 'nup', 'yo'] });
    expect(res.statusCode, res.body).toBe(200);
  }
  const list = await api('GET', '/translations/ha/messages', amina.token);
  expect(list.statusCode, list.body).toBe(200);
  messages = list.json().messages;
});
afterAll(async () => t?.close());

describe('who translates', () => {
  it('only an admin names translators; the list shows them with their languages', async () => {
    expectErrorBody(await api('PUT', `/admin/users/${outsider.id}/translator`, staff.token, { locales: ['ha'] }), 403);
    const missing = await api('PUT', `/admin/users/00000000-0000-4000-8000-000000000000/translator`, admin.token, {
      locales: ['ha'],
    });
    expectErrorBody(missing, 404, 'USER_NOT_FOUND');
    expectErrorBody(await api('PUT', `/admin/users/${outsider.id}/translator`, admin.token, { locales: ['xx'] }), 400);
    const list = (await api('GET', '/admin/translators', admin.token)).json().translators as {
      name: string;
      locales: string[];
    }[];
    expect(list.find((x) => x.name === 'Amina Translator')?.locales).toEqual(['ha', 'nup', 'yo']);
  });

  it('an account that is no translator cannot see, propose or export', async () => {
    expectErrorBody(await api('GET', '/translations/ha/messages', outsider.token), 403, 'NOT_A_TRANSLATOR');
    expectErrorBody(await api('GET', '/translations/ha/messages'), 401);
    const id = bySource('Nupe Music home').id;
    expectErrorBody(await api('POST', `/translations/ha/messages/${id}`, outsider.token, { text: 'x' }), 403);
    expectErrorBody(await api('GET', '/translations/ha/export.po', outsider.token), 403);
  });

  it('describes each message: source, origin and area, placeholders, plurals, other languages', () => {
    const plural = bySource('{0, plural, one {# song} other {# songs}}');
    expect(plural.placeholders).toEqual(['{0}']);
    expect(plural.plural).toBe(true);
    expect(plural.status).toBe('shipped');
    expect(plural.others.yo).toBeTruthy();
    const home = bySource('Nupe Music home');
    expect(home.origins).toContain('src/components/layouts/public-layout.tsx');
    expect(messages.some((m) => m.area === 'genres')).toBe(true);
    expect(messages.length).toBeGreaterThan(500);
  });
});

describe('propose, review, serve', () => {
  it('a draft is not served; its author cannot review it; a second translator can, and it is served at once', async () => {
    const { id } = bySource('Nupe Music home');
    const before = await overrides('ha');
    expect(before.messages[id]).toBeUndefined();
    const proposed = await api('POST', `/translations/ha/messages/${id}`, amina.token, { text: 'Gidan Nupe Music' });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json()).toMatchObject({ status: 'draft', translator: { name: 'Amina Translator' } });
    expect((await overrides('ha')).messages[id]).toBeUndefined();

    const own = await api('POST', `/translations/ha/messages/${id}/review`, amina.token, { decision: 'approve' });
    expectErrorBody(own, 403, 'TRANSLATION_SELF_REVIEW');
    const ok = await api('POST', `/translations/ha/messages/${id}/review`, bala.token, { decision: 'approve' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await overrides('ha')).messages[id]).toEqual(['Gidan Nupe Music']);
    const again = await api('POST', `/translations/ha/messages/${id}/review`, bala.token, { decision: 'approve' });
    expectErrorBody(again, 409, 'NO_TRANSLATION_DRAFT');

    const history = (await api('GET', `/translations/ha/messages/${id}/history`, staff.token)).json().proposals;
    expect(history[0]).toMatchObject({ status: 'reviewed', reviewer: { name: 'Bala Reviewer' }, via: 'screen' });
  });

  it('a plural is served compiled for the Lingui runtime; a turned-down draft is not served', async () => {
    const plural = bySource('{0, plural, one {# song} other {# songs}}');
    await api('POST', `/translations/yo/messages/${plural.id}`, bala.token, {
      text: '{0, plural, one {orin # kan} other {orin #}}',
    });
    await api('POST', `/translations/yo/messages/${plural.id}/review`, staff.token, { decision: 'approve' });
    expect((await overrides('yo')).messages[plural.id]).toEqual([
      ['0', 'plural', { offset: undefined, one: ['orin ', '#', ' kan'], other: ['orin ', '#'] }],
    ]);
    const home = bySource('Nupe Music home');
    await api('POST', `/translations/yo/messages/${home.id}`, bala.token, { text: 'Ile Nupe Music' });
    await api('POST', `/translations/yo/messages/${home.id}/review`, amina.token, { decision: 'reject' });
    expect((await overrides('yo')).messages[home.id]).toBeUndefined();
  });

  it('Nupe falls back message by message: Hausa, then English, each named', async () => {
    const home = bySource('Nupe Music home');
    const nup = await overrides('nup');
    // Not in Nupe: its reviewed Hausa text is served, marked as Hausa.
    expect(nup.fallbacks[home.id]).toBe('ha');
    expect(nup.messages[home.id]).toEqual(['Gidan Nupe Music']);
    const loading = bySource('Loading…');
    await api('POST', `/translations/nup/messages/${loading.id}`, amina.token, { text: 'Nupe loading test' });
    await api('POST', `/translations/nup/messages/${loading.id}/review`, bala.token, { decision: 'approve' });
    const after = await overrides('nup');
    expect(after.fallbacks[loading.id]).toBeUndefined();
    expect(after.messages[loading.id]).toEqual(['Nupe loading test']);
    expect(after.progress.percent).toBeLessThan(100);
    const languages = (await api('GET', '/i18n')).json().languages as { locale: string; percent: number }[];
    // Hausa has every interface message (shipped); the labels' texts are not translated yet.
    const haShown = messages.filter((m) => m.current !== null).length;
    expect(languages.find((l) => l.locale === 'ha')?.percent).toBe(Math.floor((haShown * 100) / messages.length));
    expect(languages.find((l) => l.locale === 'nup')?.percent).toBe(after.progress.percent);
  });

  it('translates the Traditional Knowledge labels the same way; untranslated ones fall back to English', async () => {
    const name = messages.find((m) => m.id === 'tk-tk_a-name');
    expect(name).toMatchObject({ source: 'TK Attribution', area: 'tk labels', status: 'untranslated' });
    expect((await overrides('ha')).fallbacks['tk-tk_a-name']).toBe('en');
    await api('POST', '/translations/ha/messages/tk-tk_a-name', amina.token, { text: 'TK Ambato' });
    await api('POST', '/translations/ha/messages/tk-tk_a-name/review', bala.token, { decision: 'approve' });
    const ha = await overrides('ha');
    expect(ha.messages['tk-tk_a-name']).toEqual(['TK Ambato']);
    expect(ha.fallbacks['tk-tk_a-name']).toBeUndefined();
    expect(ha.fallbacks['tk-tk_s-text']).toBe('en');
  });

  it('refuses, naming the problem, a translation that breaks its message, and changes nothing', async () => {
    const plural = bySource('{0, plural, one {# song} other {# songs}}');
    const home = bySource('Nupe Music home');
    const cases: [string, string, string, RegExp][] = [
      [plural.id, 'waƙoƙi', 'TRANSLATION_PLACEHOLDERS', /drops the placeholder \{0\}/],
      [home.id, 'Gida {name}', 'TRANSLATION_PLACEHOLDERS', /adds the placeholder \{name\}/],
      [plural.id, '{0, plural, one {# waƙa} other {# waƙoƙi}', 'TRANSLATION_SYNTAX', /syntax/],
      [plural.id, '{0, plural, one {# waƙa}}', 'TRANSLATION_SYNTAX', /"other"/],
      [plural.id, '{0, plural, one {# waƙa} lots {# waƙoƙi}}', 'TRANSLATION_SYNTAX', /syntax/],
      [plural.id, '{0} waƙoƙi', 'TRANSLATION_PLACEHOLDERS', /plural/],
      [home.id, '<b>Gida</b>', 'TRANSLATION_MARKUP', /<b>/],
      [home.id, 'Gida<script>alert(1)</script>', 'TRANSLATION_MARKUP', /markup/],
    ];
    for (const [id, text, code, named] of cases) {
      const res = await api('POST', `/translations/ha/messages/${id}`, amina.token, { text });
      expect(expectErrorBody(res, 400, code).message, text).toMatch(named);
    }
    const list = (await api('GET', '/translations/ha/messages', amina.token)).json().messages as Message[];
    expect(list.filter((m) => m.status === 'draft')).toEqual([]);
  });
});

describe('PO files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nupe-po-'));
  const exportOf = async (lang: string) => {
    const res = await api('GET', `/translations/${lang}/export.po`, amina.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/x-gettext-translation/);
    return res.body;
  };

  it('exports a file gettext-parser reads and GNU msgfmt -c accepts, with every message', async () => {
    const text = await exportOf('ha');
    const file = path.join(dir, 'ha.po');
    writeFileSync(file, text);
    execFileSync('msgfmt', ['-c', '-o', '/dev/null', file]);
    const parsed = po.parse(text);
    expect(parsed.headers.Language).toBe('ha');
    const entries = Object.values(parsed.translations).flatMap((c) => Object.values(c).filter((e) => e.msgid !== ''));
    expect(entries.length).toBe(messages.length);
    const home = entries.find((e) => e.msgid === 'Nupe Music home');
    expect(home?.msgstr[0]).toBe('Gidan Nupe Music');
    expect(home?.comments?.reference).toContain('src/components/layouts/public-layout.tsx');
    const role = entries.find((e) => e.msgctxt === 'role');
    expect(role, 'msgctxt kept').toBeDefined();
  });

  it('a Weblate-style round trip (export, edit two entries, import) proposes exactly the two edits', async () => {
    const parsed = po.parse(await exportOf('yo'));
    const edits = new Map([
      ['Welcome back', 'Ẹ kú àbọ̀ o'],
      ['{0, plural, one {# recording} other {# recordings}}', '{0, plural, other {àkọsílẹ̀ #}}'],
    ]);
    for (const context of Object.values(parsed.translations)) {
      for (const entry of Object.values(context)) {
        const edit = edits.get(entry.msgid);
        if (edit) entry.msgstr = [edit];
      }
    }
    const edited = po.compile(parsed).toString('utf8');
    const res = await call(t, {
      method: 'POST',
      url: '/api/translations/yo/import',
      token: amina.token,
      headers: { 'content-type': 'text/x-gettext-translation' },
      payload: edited,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ proposed: 2, unknown: [] });
    const yoShown = messages.filter((m) => m.others.yo !== null).length;
    expect(res.json().unchanged).toBe(yoShown - 2);
    expect(res.json().skipped).toBe(messages.length - yoShown);
    const list = (await api('GET', '/translations/yo/messages', amina.token)).json().messages as (Message & {
      draft: { text: string; via: string } | null;
    })[];
    const drafts = list.filter((m) => m.draft);
    expect(drafts.map((m) => m.source).sort()).toEqual([...edits.keys()].sort());
    expect(drafts.every((m) => m.draft?.via === 'import' && m.draft.text === edits.get(m.source))).toBe(true);
  });

  it('takes the file as a form upload too, as the Translate screen sends it', async () => {
    const parsed = po.parse(await exportOf('nup'));
    for (const context of Object.values(parsed.translations)) {
      for (const entry of Object.values(context))
        if (entry.msgid === 'Create your account') entry.msgstr = ['E2E form'];
    }
    const form = new FormData();
    form.append('file', new Blob([po.compile(parsed)]), 'nup.po');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await call(t, {
      method: 'POST',
      url: '/api/translations/nup/import',
      token: bala.token,
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().proposed).toBe(1);
  });

  it('a file with one broken entry, or for another language, is refused whole', async () => {
    const parsed = po.parse(await exportOf('ha'));
    for (const context of Object.values(parsed.translations)) {
      for (const entry of Object.values(context)) {
        if (entry.msgid === 'Welcome back') entry.msgstr = ['Barka {name}'];
        if (entry.msgid === 'Create an account') entry.msgstr = ['Buɗe sabon asusu'];
      }
    }
    const send = (body: string) =>
      call(t, {
        method: 'POST',
        url: '/api/translations/ha/import',
        token: amina.token,
        headers: { 'content-type': 'text/x-gettext-translation' },
        payload: body,
      });
    const broken = await send(po.compile(parsed).toString('utf8'));
    expect(expectErrorBody(broken, 400, 'TRANSLATION_PLACEHOLDERS').message).toMatch(/Welcome back.*\{name\}/);
    const list = (await api('GET', '/translations/ha/messages', amina.token)).json().messages as Message[];
    expect(list.filter((m) => m.status === 'draft')).toEqual([]);
    parsed.headers.Language = 'yo';
    expectErrorBody(await send(po.compile(parsed).toString('utf8')), 400, 'PO_WRONG_LANGUAGE');
    expectErrorBody(await send('this is not { a po file'), 400);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('a review on one instance replaces the cached texts of the other at once', async () => {
    const { sql } = await import('drizzle-orm');
    const { withDatabase } = await import('./global-setup.js');
    const { appOnPostgres } = await import('./helpers/test-app.js');
    const { rows } = (await t.app.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const other = await appOnPostgres(withDatabase(process.env.DATABASE_URL as string, rows[0]?.name as string), {
      jwtSecret: t.config.jwtSecret,
    });
    try {
      const { id } = bySource('Welcome back');
      const read = async () =>
        (await call(other, { method: 'GET', url: '/api/i18n/ha' })).json().messages[id] as unknown;
      expect(await read()).toBeUndefined(); // cached on the other instance now
      await api('POST', `/translations/ha/messages/${id}`, amina.token, { text: 'Barka da dawowa gida' });
      await api('POST', `/translations/ha/messages/${id}/review`, bala.token, { decision: 'approve' });
      const start = Date.now();
      while (Date.now() - start < 1000 && (await read()) === undefined) await new Promise((r) => setTimeout(r, 20));
      expect(await read()).toEqual(['Barka da dawowa gida']);
    } finally {
      await other.close();
    }
  });
});
