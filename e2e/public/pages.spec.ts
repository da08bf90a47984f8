import { SUPPORT_HOURS } from '@nupe/shared';
import { expect, test } from '@playwright/test';
import { drawInBrowser } from '../fixtures/drawn-page';

test.describe('public pages', () => {
  test('home: hero, feature cards, live statistics and store buttons', async ({ page, request }) => {
    // Other tests upload and play in parallel: the page's figures lie between these two readings.
    const before = await (await request.get('/api/public/stats')).json();
    await page.goto('/');
    await expect(page).toHaveTitle(/Nupe Music/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nupe music');
    for (const name of ['Songs & Zikiri', 'Proverbs & Preachings', 'Histories/Tsankan/DJ']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    const fmt = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
    const strip = page.getByRole('region', { name: 'Nupe Music in numbers' });
    await expect(strip.getByText('Plays', { exact: true })).toBeVisible();
    const after = await (await request.get('/api/public/stats')).json();
    for (const [key, label] of [
      ['songs', 'Songs'],
      ['artists', 'Artists'],
      ['listeners', 'Listeners'],
      ['plays', 'Plays'],
    ] as const) {
      await expect(strip.getByText(label, { exact: true })).toBeVisible();
      const shown = (await strip.textContent()) ?? '';
      const possible = [fmt.format(before[key]), fmt.format(after[key])];
      expect(
        possible.some((figure) => shown.includes(`${label}${figure}`)),
        `${label}: ${shown}`,
      ).toBe(true);
    }
    await expect(page.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', /play\.google\.com/);
    await expect(page.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', /apps\.apple\.com/);
    await expect(page.getByRole('link', { name: 'listen in your browser' })).toHaveAttribute('href', '/listen');
  });

  test('home without store listings: the store buttons lead to the web app', async ({ page }) => {
    // The test server configures both listings in its environment; the real site answer is
    // passed on without them, as a site that has none would send it.
    await drawInBrowser(page, /^\/$/);
    await page.route(/\/api\/public\/site(\?|$)/, async (route) => {
      const response = await route.fetch();
      const site = await response.json();
      await route.fulfill({ response, json: { ...site, appStoreUrls: { ios: null, android: null } } });
    });
    await page.goto('/');
    const download = page.getByRole('region', { name: 'Take Nupe Music with you' });
    await expect(download.getByRole('link', { name: /Listen on the web/ })).toHaveAttribute('href', '/listen');
    await expect(page.getByRole('link', { name: /Google Play/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /App Store/ })).toHaveCount(0);
    await download.getByRole('link', { name: /Listen on the web/ }).click();
    await expect(page).toHaveURL('/listen');
    await expect(page.getByRole('heading', { name: 'New releases' })).toBeVisible();
  });

  test('home: figures are compact, and the strip is hidden when the API fails', async ({ page }) => {
    await drawInBrowser(page, /^\/$/);
    await page.route('**/api/public/stats', (route) =>
      route.fulfill({ json: { songs: 1234, artists: 56, listeners: 1_500_000, plays: 987 } }),
    );
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Nupe Music in numbers' });
    await expect(strip).toContainText('1.2K');
    await expect(strip).toContainText('1.5M');
    await page.unroute('**/api/public/stats');

    const page2 = await page.context().newPage();
    await drawInBrowser(page2, /^\/$/);
    await page2.route('**/api/public/stats', (route) =>
      route.fulfill({ status: 500, json: { error: 'x', message: 'x', code: 'INTERNAL' } }),
    );
    await page2.goto('/');
    await expect(page2.getByRole('heading', { name: 'Songs & Zikiri' })).toBeVisible();
    await expect(page2.getByRole('region', { name: 'Nupe Music in numbers' })).toHaveCount(0);
  });

  test('terms and about are honest static pages', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
    await expect(page.getByText('Last updated: January 1, 2025')).toBeVisible();
    await page.goto('/about');
    await expect(page).toHaveTitle(/About/);
    await expect(page.getByRole('main')).not.toContainText(/million users|180\+ countries|founded in/i);
  });

  test('privacy: the table of contents opens sections; each section toggles', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByText('Last updated: September 19, 2025')).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'Contents' });
    const tocLinks = toc.getByRole('link');
    await expect(tocLinks).toHaveCount(10);

    const toggle = page.getByRole('button', { name: 'Collecting your personal data' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toc.getByRole('link', { name: 'Collecting your personal data' }).click();
    await expect(page).toHaveURL(/#collecting$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const section = page.locator('#collecting-content');
    for (const item of ['Email address', 'First name and last name', 'Phone number', 'Usage data']) {
      await expect(section).toContainText(item);
    }
    await expect(section).toContainText('camera and photo library');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(section).toBeHidden();

    // Every section has content.
    await page.getByRole('button', { name: 'Expand all sections' }).click();
    const count = await tocLinks.count();
    for (let i = 0; i < count; i++) {
      const id = ((await tocLinks.nth(i).getAttribute('href')) ?? '').slice(1);
      const text = ((await page.locator(`#${id}-content`).textContent()) ?? '').trim();
      expect(text.length, id).toBeGreaterThan(80);
    }
    await expect(page.locator('#interpretation-content')).toContainText('Nigeria');
  });

  test('contact: the browser checks required fields and the email', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByText(SUPPORT_HOURS)).toBeVisible();
    const subject = page.getByLabel('Subject');
    await expect(subject.locator('option:not([disabled])')).toHaveText([
      'General Inquiry',
      'Artist Support',
      'Technical Issue',
      'Partnership',
      'Press Inquiry',
    ]);
    await expect(page.getByLabel('Message', { exact: true })).toHaveAttribute('rows', '6');
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact')) posted = true;
    });
    await page.getByRole('button', { name: 'Send message' }).click();
    // A drawn page's fields are read-only (so outside the browser's checks) until the app has
    // started; the press is held until then, so the check is read once it has.
    await expect
      .poll(() => page.getByLabel('Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing))
      .toBe(true);
    await page.getByLabel('Name').fill('Hauwa');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send message' }).click();
    expect(await page.getByLabel('Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    for (const label of ['Subject', 'Message']) {
      expect(await page.getByLabel(label, { exact: true }).evaluate((el: HTMLInputElement) => el.required), label).toBe(
        true,
      );
    }
    expect(posted).toBe(false);
  });

  test('contact: a message is sent, thanked for and the form cleared', async ({ page, request }) => {
    // POST /api/contact is built by a colleague; until it is registered this test is skipped.
    const probe = await request.post('/api/contact', { data: {} });
    test.skip(probe.status() === 404, 'POST /api/contact does not exist on the server yet');
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Hauwa Nma');
    await page.getByLabel('Email').fill('hauwa@example.com');
    await page.getByLabel('Subject').selectOption({ label: 'Artist Support' });
    const text = `Where do I send my grandfather's Tsankan recordings? ${Date.now()}`;
    await page.getByLabel('Message', { exact: true }).fill(text);
    const call = page.waitForResponse('**/api/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    const res = await call;
    expect(res.status()).toBe(201);
    // Stored: the server answers with the id of the support message it saved.
    const body = (await res.json()) as { message: string; id: string };
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/i);
    expect(res.request().postDataJSON()).toMatchObject({
      name: 'Hauwa Nma',
      email: 'hauwa@example.com',
      message: text,
    });
    await expect(page.getByText("Thank you for your message! We'll get back to you soon.")).toBeVisible();
    for (const label of ['Name', 'Email']) await expect(page.getByLabel(label)).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Subject')).toHaveValue('');
  });

  test('contact: a failed send keeps the text and says why', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        json: { error: 'Too many messages.', message: 'Too many messages.', code: 'TOO_MANY_ATTEMPTS' },
      }),
    );
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Hauwa Nma');
    await page.getByLabel('Email').fill('hauwa@example.com');
    await page.getByLabel('Subject').selectOption('general');
    await page.getByLabel('Message', { exact: true }).fill('Keep me');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toContainText('Too many messages.');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Keep me');
  });
});
