import { expect, test } from '@playwright/test';
import { uploadSong } from '../fixtures/songs';
import { signInAsStaff, unique } from './staff-helpers';

test('staff record consent, then a withdrawal that takes the song off the public site while the ledger keeps both', async ({
  page,
  request,
  browser,
}) => {
  const title = unique('Consent Zikiri');
  const song = await uploadSong(request, { title, artist: 'Mallam Consent' });

  await signInAsStaff(page, request);
  await page.goto('/staff');
  await page.getByRole('link', { name: 'Consent' }).first().click();
  await expect(page.getByRole('heading', { name: 'Consent', level: 1 })).toBeVisible();
  await page.getByLabel('Search items').fill(title);
  const item = page.getByRole('list', { name: 'Items' }).getByRole('button', { name: new RegExp(title) });
  await expect(item).toContainText('No record');
  await item.click();

  // A bad entry is refused with the server's sentence and nothing is added.
  await page.getByRole('button', { name: 'Record consent' }).click();
  await expect(page.getByText('Person is required.')).toBeVisible();

  await page.getByLabel('Person').fill('Mallam Isa Bida');
  await page.getByLabel('Relation').fill('performer');
  await page.getByLabel('Downloads').check();
  await page.getByLabel('Witness').fill('Hajiya Aishat');
  await page.getByRole('button', { name: 'Record consent' }).click();
  await expect(page.getByText('Consent recorded in the ledger.')).toBeVisible();
  const records = page.getByRole('list', { name: 'Consent records' });
  await expect(records.getByRole('listitem')).toHaveCount(1);
  await expect(records).toContainText('Consent given by Mallam Isa Bida (performer)');
  await expect(item).toContainText('1 record');

  await page.goto(`/song/${song.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // The withdrawal.
  await page.goBack();
  await page.getByLabel('Search items').fill(title);
  await item.click();
  await page.getByLabel('Consent withdrawn').check();
  await page.getByLabel('Person').fill('Mallam Isa Bida');
  await page.getByLabel('Relation').fill('performer');
  await page.getByRole('button', { name: 'Record withdrawal' }).click();
  await expect(page.getByText('Withdrawal recorded: the item has left every public surface.')).toBeVisible();
  await expect(item).toContainText('Withdrawn');
  await expect(records.getByRole('listitem')).toHaveCount(2);

  // Staff still reach the item (the original stays); a visitor does not.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/song/${song.id}`);
  await expect(visitorPage.getByRole('heading', { name: 'Song not found' })).toBeVisible();
  await visitor.close();
  const search = await (await request.get(`/api/songs?q=${encodeURIComponent(title)}`)).json();
  expect(search.songs).toEqual([]);
  expect((await request.get(`/api/songs/${song.id}/stream`)).status()).toBe(404);
});
