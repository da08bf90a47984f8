import { expect, test } from '@playwright/test';
import { artistUpload, createArtist, signInArtist } from '../fixtures/artist';
import { adminToken } from '../fixtures/songs';

test('an artist describes a recording for the archive; a wrong date is refused; listeners see who, when, where', async ({
  page,
  request,
  browser,
}) => {
  const artist = await createArtist(request, 'Describing Artist');
  const title = `Zikiri to describe ${Date.now()}`;
  const song = await artistUpload(request, artist, { title });
  await signInArtist(page, artist);
  await page.goto('/artist/music');
  await page.getByRole('button', { name: new RegExp(title) }).click();
  await page.getByRole('link', { name: 'Describe for the archive' }).click();
  await expect(page.getByRole('heading', { name: `Describe “${title}”` })).toBeVisible();

  // The essentials: who is heard, when, where, the language.
  await page.getByLabel('Name 1').fill('Mallam Isa Bida');
  await page.getByLabel('Role 1').selectOption('singer');
  await page.getByRole('button', { name: 'Add a person' }).click();
  await page.getByLabel('Name 2').fill('Ndako Gboya');
  await page.getByLabel('Role 2').selectOption('performer');
  await page.getByLabel('Detail 2').fill('kakaki player');
  await page.getByLabel('Recorded').fill('1987-02-30');
  await page.getByLabel('Town or village').fill('Bida');
  await page.getByLabel('Region').fill('Niger State');
  await page.getByRole('checkbox', { name: 'Nupe' }).check();
  await page.getByLabel('Occasion').fill('Zikiri session');
  await page.getByRole('button', { name: 'Save description' }).click();
  await expect(page.getByText('“1987-02-30” is not a date').first()).toBeVisible();

  await page.getByLabel('Recorded').fill('198X');
  await page.getByRole('button', { name: 'Save description' }).click();
  await expect(page.getByText('Description saved.')).toBeVisible();
  const seen = page.getByRole('region', { name: 'Archive details' });
  await expect(seen).toContainText('Mallam Isa Bida (singer), Ndako Gboya (kakaki player)');
  await expect(seen).toContainText('the 1980s');
  await expect(seen).toContainText('Bida, Niger State, Nigeria');
  await expect(seen).toContainText('Nupe');
  await expect(page.getByRole('list', { name: 'Description history' }).locator(':scope > li')).toHaveCount(1);

  // Published, the listener app shows the description with the song.
  const token = await adminToken(request);
  const approved = await request.patch(`/api/admin/songs/${song.id}/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { published: true },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const visitor = await browser.newContext();
  const listen = await visitor.newPage();
  await listen.goto(`/listen/song/${song.id}`);
  const details = listen.getByRole('region', { name: 'Archive details' });
  await expect(details).toContainText('Performed by');
  await expect(details).toContainText('Mallam Isa Bida (singer)');
  await expect(details).toContainText('Zikiri session');
  await visitor.close();
});
