import { expect, test } from '@playwright/test';
import { createListener, randomPhone, signInAs } from '../fixtures/accounts';
import { uploadSong } from '../fixtures/songs';
import { signInAsStaff, unique } from './staff-helpers';

test('staff give a song to a named group with a TK label: outsiders find nothing, a member sees the label and plays it', async ({
  page,
  request,
  browser,
}) => {
  test.slow(); // three browsers: staff, an outsider and a member
  const title = unique('Circle Zikiri');
  const group = unique('Bida Zikiri circle');
  const song = await uploadSong(request, { title, artist: 'Mallam Protocol' });
  const member = await createListener(request, 'Circle Member');

  await signInAsStaff(page, request);
  await page.goto('/staff');
  await page.getByRole('link', { name: 'Access' }).first().click();
  await expect(page.getByRole('heading', { name: 'Access', level: 1 })).toBeVisible();

  // A group, and its member by phone number (an unknown number is refused and adds nobody).
  await page.getByLabel('Group name').fill(group);
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText('Group created.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Members of ${group}` })).toBeVisible();
  await page.getByLabel('Add a member by phone number').fill(randomPhone());
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText('No account uses this number.')).toBeVisible();
  await page.getByLabel('Add a member by phone number').fill(member.phone);
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByRole('list', { name: `Members of ${group}` })).toContainText('Circle Member');

  // The item's protocol: saving "a named group" without choosing one says so.
  await page.getByLabel('Search items').fill(title);
  const item = page.getByRole('list', { name: 'Items' }).getByRole('button', { name: new RegExp(title) });
  await expect(item).toContainText('Public');
  await item.click();
  await expect(page.getByRole('heading', { name: `Protocol of “${title}”` })).toBeVisible();
  await page.getByLabel('A named group').check();
  await page.getByRole('button', { name: 'Save protocol' }).click();
  await expect(page.getByText('Choose the group that may see this item.')).toBeVisible();
  await page.getByLabel('Group', { exact: true }).selectOption({ label: group });
  await page.getByLabel('TK Secret / Sacred').check();
  await page.getByRole('button', { name: 'Save protocol' }).click();
  await expect(page.getByText('Access updated. Every surface follows it now.')).toBeVisible();
  await expect(item).toContainText('Group');

  // An outsider: not on the song page, not in search.
  const outsider = await browser.newContext();
  const outsiderPage = await outsider.newPage();
  await outsiderPage.goto(`/song/${song.id}`);
  await expect(outsiderPage.getByRole('heading', { name: 'Song not found' })).toBeVisible();
  expect((await (await request.get(`/api/songs?q=${encodeURIComponent(title)}`)).json()).songs).toEqual([]);
  await outsider.close();

  // The member: the song with its label, and it plays (the stream address carries their media key).
  const mine = await browser.newContext();
  const memberPage = await mine.newPage();
  await signInAs(memberPage, request, member.phone, member.password);
  await memberPage.goto(`/listen/song/${song.id}`);
  await expect(memberPage.getByRole('heading', { name: title })).toBeVisible();
  const protocols = memberPage.getByRole('region', { name: 'Cultural protocols' });
  await expect(protocols).toContainText(`Shared with ${group}.`);
  await expect(protocols).toContainText('TK Secret / Sacred');
  await expect(protocols).toContainText('Sacred knowledge, open only to those the community has chosen.');
  const streamed = memberPage.waitForResponse((r) => r.url().includes(`/api/songs/${song.id}/stream?key=`));
  await memberPage
    .getByRole('button', { name: `Play ${title}` })
    .first()
    .click();
  expect([200, 206]).toContain((await streamed).status());
  await mine.close();
});
