import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createArtist, signInAsStaff, staffMedia, unique, uploadAs } from './staff-helpers';

const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

test('the paged staff lists and a review with its checks pass axe', async ({ page, request }) => {
  // Each axe run takes a few seconds on a shared machine.
  test.setTimeout(120_000);
  const artist = await createArtist(request);
  const title = unique('Axe review');
  const song = await uploadAs(request, artist.token, { title, artist: artist.name, audio: staffMedia().low });

  await signInAsStaff(page, request);
  await page.goto(`/staff/review?song=${song.id}`);
  // The checks run in the background; the screen looks again until they are in.
  await expect(page.getByRole('list', { name: 'Automatic checks' }).getByText('Low bitrate:')).toBeVisible({
    timeout: 30_000,
  });
  expect(await axe(page)).toEqual([]);

  for (const path of ['/staff/review', '/staff/quality', '/staff/support']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axe(page), path).toEqual([]);
  }
});
