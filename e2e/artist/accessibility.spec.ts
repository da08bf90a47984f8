import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { demo } from '../fixtures/accounts';
import { artistUpload, createArtist, signInArtist } from '../fixtures/artist';

const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

test('the artist screens with open issues, the edit dialog and the album overlay pass axe', async ({
  page,
  request,
}) => {
  // Each axe run takes a few seconds on a shared machine.
  test.setTimeout(120_000);
  const artist = await createArtist(request, 'Axe Artist');
  const song = await artistUpload(request, artist, { title: 'Checked Song', album: 'Checked Album' });
  const staff = demo('staff');
  const login = await request.post('/api/users/login', { data: { phone: staff.phone, password: staff.password } });
  const raised = await request.post('/api/staff/quality', {
    headers: { authorization: `Bearer ${((await login.json()) as { token: string }).token}` },
    data: { songId: song.id, kind: 'other', description: 'Please check the second verse.' },
  });
  expect(raised.status()).toBe(201);

  await signInArtist(page, artist);
  await page.goto('/artist');
  await expect(page.getByText(/issues? to fix/).first()).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await page.goto('/artist/music');
  await page.getByRole('button', { name: /Checked Song/ }).click();
  await expect(page.getByRole('list', { name: 'Issues to fix on Checked Song' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: 'Fix issues' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit song' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/artist/albums');
  await page.getByRole('button', { name: /Checked Album/ }).click();
  await page.getByRole('button', { name: 'Remove from album: Checked Song' }).click();
  await expect(page.getByRole('dialog', { name: 'Remove from Album' })).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await page.goto('/artist/profile');
  await expect(page.getByRole('link', { name: 'View public page' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
});
