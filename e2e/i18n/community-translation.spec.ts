import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { createListener, demo, signInAs } from '../fixtures/accounts';
import { tr } from '../fixtures/catalogs';

/**
 * Community translation, end to end: an admin names two translators; one proposes a text on
 * the Translate screen, the other reviews it there, and a listener's open page shows it without
 * a reload or a new build (and a fresh page too). In Nupe, a message the language lacks shows in
 * Hausa marked lang="ha", until a Nupe text is reviewed.
 */
const SOURCE = 'Why this platform exists';
type Account = Awaited<ReturnType<typeof createListener>>;

async function adminToken(request: APIRequestContext): Promise<string> {
  const admin = demo('admin');
  const res = await request.post('/api/users/login', { data: { phone: admin.phone, password: admin.password } });
  return ((await res.json()) as { token: string }).token;
}

/** Two fresh accounts an admin made translators for Hausa and Nupe. */
async function translators(request: APIRequestContext): Promise<[Account, Account]> {
  const token = await adminToken(request);
  const pair: [Account, Account] = [
    await createListener(request, 'Amina Fassara'),
    await createListener(request, 'Bala Mai Dubawa'),
  ];
  for (const person of pair) {
    const me = await request.get('/api/users/me', { headers: { authorization: `Bearer ${person.token}` } });
    const id = ((await me.json()) as { user: { id: string } }).user.id;
    const res = await request.put(`/api/admin/users/${id}/translator`, {
      headers: { authorization: `Bearer ${token}` },
      data: { locales: ['ha', 'nup'] },
    });
    expect(res.status()).toBe(200);
  }
  return pair;
}

async function translatorPage(browser: Browser, request: APIRequestContext, who: { phone: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, request, who.phone, who.password);
  return page;
}

async function openMessage(page: Page, lang: string) {
  await page.goto(`/staff/translate?lang=${lang}`);
  await page.getByLabel('Search').fill(SOURCE);
  await expect(page.getByText('1 of', { exact: false })).toBeVisible();
}

/** Translator A proposes; translator B approves; both on the Translate screen. */
async function translateAndReview(pages: [Page, Page], lang: string, langName: string, text: string) {
  const [a, b] = pages;
  await openMessage(a, lang);
  await a.getByLabel(`Your ${langName} translation of “${SOURCE}”`).fill(text);
  await a.getByRole('button', { name: 'Propose' }).click();
  await expect(a.getByText('Draft, waiting for review')).toBeVisible();
  await expect(a.getByText('Another translator or a staff member reviews it.')).toBeVisible();
  await expect(a.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await openMessage(b, lang);
  await expect(b.getByText('Draft by Amina Fassara')).toBeVisible();
  await b.getByRole('button', { name: 'Approve' }).click();
  await expect(b.getByText('Translation reviewed. Users see it now.')).toBeVisible();
  await expect(b.getByRole('list', { name: 'Messages' }).getByText('Reviewed', { exact: true })).toBeVisible();
}

/** What an open page does when its reader comes back to it: it looks for newly reviewed texts. */
const comeBack = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

test('a Hausa translation proposed by one translator and reviewed by another reaches an open page', async ({
  browser,
  request,
}) => {
  // Two people on the Translate screen twice, and two listeners: more than one default test's time.
  test.setTimeout(120_000);
  const [amina, bala] = await translators(request);
  const listener = await (await browser.newContext({ locale: 'ha' })).newPage();
  await listener.goto('/about');
  const heading = listener.getByRole('heading', { name: tr('ha', SOURCE) });
  await expect(heading).toBeVisible();

  const pages: [Page, Page] = [
    await translatorPage(browser, request, amina),
    await translatorPage(browser, request, bala),
  ];
  const text = 'Dalilin da ya sa wannan dandali yake';
  await translateAndReview(pages, 'ha', 'Hausa', text);

  await comeBack(listener);
  await expect(listener.getByRole('heading', { name: text })).toBeVisible();
  await listener.reload();
  await expect(listener.getByRole('heading', { name: text })).toBeVisible();
  await expect(listener.locator('html')).toHaveAttribute('lang', 'ha');

  // Nupe: not translated yet, so the reviewed Hausa text, marked as Hausa.
  const nupe = await (await browser.newContext({ locale: 'nup' })).newPage();
  await nupe.goto('/about');
  await expect(nupe.locator('html')).toHaveAttribute('lang', 'nup');
  await expect(nupe.getByRole('heading', { name: text }).locator('span[lang="ha"]')).toBeVisible();

  const nupeText = 'E2E Nupe text for the about page';
  await translateAndReview(pages, 'nup', 'Nupe', nupeText);
  await comeBack(nupe);
  const translated = nupe.getByRole('heading', { name: nupeText });
  await expect(translated).toBeVisible();
  await expect(translated.locator('[lang]')).toHaveCount(0);

  // The language menu says how complete Nupe is and where to help (in Hausa until Nupe has it).
  await nupe.getByRole('button', { name: /: Nupe$/ }).click();
  await expect(nupe.getByText(/^\d+ %/).first()).toBeVisible();
  await expect(nupe.getByRole('link', { name: tr('ha', 'Help translate Nupe Music') })).toBeVisible();
});

test('an account that is no translator is told how to become one', async ({ browser, request }) => {
  const listener = await createListener(request, 'Not A Translator');
  const page = await translatorPage(browser, request, listener);
  await page.goto('/staff/translate');
  await expect(page.getByText('You are not a translator yet')).toBeVisible();
});

test('the Translate screen passes axe', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const [amina] = await translators(request);
  const page = await translatorPage(browser, request, amina);
  await page.goto('/staff/translate?lang=ha');
  await expect(page.getByRole('list', { name: 'Messages' })).toBeVisible({ timeout: 20_000 });
  const violations = (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
  expect(violations).toEqual([]);
});
