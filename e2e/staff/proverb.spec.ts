import { expect, test } from '@playwright/test';
import { adminToken, uploadSong } from '../fixtures/songs';
import { signInAsStaff } from './staff-helpers';

test('staff mark a proverb in a transcript; it appears in the proverb index with a play button that starts at its moment', async ({
  page,
  request,
  browser,
}) => {
  test.slow(); // two browsers
  const stamp = Date.now();
  const title = `Staff proverb song ${stamp}`;
  const song = await uploadSong(request, { title, artist: 'Mallam Staff' });
  const res = await request.put(`/api/songs/${song.id}/transcripts/nup?status=reviewed`, {
    headers: { authorization: `Bearer ${await adminToken(request)}`, 'content-type': 'text/vtt' },
    data: `WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nA greeting ${stamp}\n\n00:00:01.000 --> 00:00:01.900\nNnà wun gbà ${stamp}\n`,
  });
  expect(res.ok(), await res.text()).toBe(true);

  await signInAsStaff(page, request);
  await page.goto('/staff');
  await page.getByRole('link', { name: 'Describe' }).first().click();
  await page.getByLabel('Search items').fill(title);
  await page
    .getByRole('list', { name: 'Items' })
    .getByRole('button', { name: new RegExp(title) })
    .click();
  const editor = page.getByRole('form', { name: 'Transcript' });
  await expect(editor.getByRole('textbox', { name: 'Line 2' })).toHaveValue(`Nnà wun gbà ${stamp}`);
  await editor.getByLabel('Select line 2').check();
  await editor.getByRole('button', { name: 'This is a proverb' }).click();
  await editor.getByLabel('Literal meaning in English').fill('A mother’s word keeps the house (demo)');
  await editor.getByRole('button', { name: 'Mark as a proverb' }).click();
  await expect(page.getByText('Proverb marked. It is in the proverb index.')).toBeVisible();

  // A visitor finds it in the index, typed without tone marks, and plays it from its moment.
  const visitor = await browser.newContext();
  const listener = await visitor.newPage();
  await listener.goto('/listen/proverbs');
  await listener.getByLabel('Search proverbs').fill(`nna wun gba ${stamp}`);
  await listener
    .getByRole('list', { name: 'Proverbs' })
    .getByRole('link', { name: new RegExp(String(stamp)) })
    .click();
  const recordings = listener.getByRole('list', { name: 'Recordings' });
  await expect(recordings).toContainText(title);
  await recordings.getByRole('button', { name: /Play from 0:01/ }).click();
  await expect(listener.getByRole('region', { name: 'Player' })).toContainText(title);
  await visitor.close();
});
