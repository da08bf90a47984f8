import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type DemoRole, demo, signInAs } from '../fixtures/accounts';

/** The relative luminance (WCAG) of the page's background: near 0 is dark, near 1 light. */
async function backgroundLuminance(page: Page): Promise<number> {
  const rgb = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 1) + 0.7152 * (g ?? 1) + 0.0722 * (b ?? 1);
}

const expectDark = async (page: Page) => expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.05);
const expectLight = async (page: Page) => expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.8);

/** Every WCAG 2 A and AA rule (colour contrast among them) on the page as it is now. */
async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The inline theme script must run under the CSP (it is allowed by its hash): nothing refused. */
function watchCsp(page: Page) {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  return refused;
}

async function firstSongId(page: Page): Promise<string> {
  const res = await page.request.get('/api/songs?limit=1');
  const body = (await res.json()) as { songs: { id: string }[] };
  const id = body.songs[0]?.id;
  if (!id) throw new Error('The demo catalogue has no song');
  return id;
}

test.describe('dark theme, as the device asks (System)', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
  });

  for (const width of [375, 1280]) {
    test(`the public site and the listener app are dark and pass axe at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      const refused = watchCsp(page);
      await page.setViewportSize({ width, height: 900 });
      const song = await firstSongId(page);
      for (const path of ['/', '/about', `/song/${song}`, '/listen', '/listen/search']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
        await expect(page.getByRole('heading').first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        await expectDark(page);
        expect(await page.locator('meta[name="theme-color"]').getAttribute('content'), path).toBe('#10132f');
        expect(await axe(page), path).toEqual([]);
      }
      expect(refused).toEqual([]);
    });
  }

  for (const role of ['admin', 'artist', 'staff'] as const satisfies readonly DemoRole[]) {
    test(`the ${role} dashboard is dark and passes axe`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const account = demo(role);
      await signInAs(page, request, account.phone, account.password);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${role}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectDark(page);
        expect(await axe(page), `/${role} at ${width} px`).toEqual([]);
      }
    });
  }
});

for (const width of [375, 1280]) {
  test(`the theme switch at ${width} px: Dark on a light device, kept after a reload, then Light`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expectLight(page);

    await page.getByRole('button', { name: 'Theme: System' }).click();
    await expect(page.getByRole('radio', { name: /System/ })).toBeChecked();
    await page.getByText('Dark', { exact: true }).click();
    await expect(page.getByRole('radio', { name: /Dark/ })).toBeChecked();
    await expectDark(page);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#10132f');
    expect(await axe(page)).toEqual([]);

    // Before any app script: the choice is on <html> from the inline script, the page drawn dark.
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.waitForLoadState('domcontentloaded');
    await expectDark(page);
    await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();

    // The listener app reads the same choice and offers the same switch.
    await page.goto('/listen');
    await expectDark(page);
    await page.getByRole('button', { name: 'Theme: Dark' }).click();
    await page.getByText('Light', { exact: true }).click();
    await expectLight(page);
    await page.reload();
    await expectLight(page);
    await expect(page.getByRole('button', { name: 'Theme: Light' })).toBeVisible();
  });
}

test('Light chosen on a dark device stays light; System follows the device again', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/about');
  await expectDark(page);
  await page.getByRole('button', { name: 'Theme: System' }).click();
  await page.getByText('Light', { exact: true }).click();
  await expectLight(page);
  expect(await axe(page)).toEqual([]);
  await page.getByText('System', { exact: true }).click();
  await expectDark(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expectLight(page);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1b1f4b');
});
