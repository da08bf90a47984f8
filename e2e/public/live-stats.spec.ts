import { expect, type Page, test } from '@playwright/test';
import { uploadSong } from '../fixtures/songs';

/** The exact number behind the compact songs figure of the home page's strip (its title attribute). */
async function songsFigure(page: Page): Promise<number> {
  const strip = page.getByRole('region', { name: 'Nupe Music in numbers' });
  const figure = strip.locator('div', { has: page.getByText('Songs', { exact: true }) }).locator('dd span[title]');
  await expect(figure).toBeVisible();
  return Number(((await figure.getAttribute('title')) ?? '').replaceAll(',', ''));
}

test('home statistics are live: a newly published song raises the songs figure by one', async ({ page, request }) => {
  await page.goto('/');
  const before = await songsFigure(page);
  const apiBefore = ((await (await request.get('/api/public/stats')).json()) as { songs: number }).songs;
  expect(before).toBe(apiBefore);

  await uploadSong(request, { title: `Figure riser ${Date.now()}`, artist: 'Statistics Test' });

  await page.reload();
  const after = await songsFigure(page);
  const apiAfter = ((await (await request.get('/api/public/stats')).json()) as { songs: number }).songs;
  expect(after).toBe(apiAfter);
  // Other test files may publish songs at the same time; ours adds exactly one of them.
  expect(after - before).toBeGreaterThanOrEqual(1);
  expect(after - before).toBe(apiAfter - apiBefore);
});
