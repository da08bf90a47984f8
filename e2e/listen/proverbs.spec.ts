import { expect, test } from '@playwright/test';
import { adminToken, uploadSong } from '../fixtures/songs';

test('the proverb index finds a proverb typed without tone marks, and its page plays the recording from the moment it is said', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const song = await uploadSong(request, { title: `Proverb chant ${stamp}`, artist: 'Mallam Proverb' });
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const text = `Ẹ̀yàgí kpe ${stamp}`;
  const created = await request.post('/api/proverbs', {
    headers,
    data: { text, meanings: { eng: { literal: 'A literal meaning (demo)', figurative: 'What it teaches (demo)' } } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).proverb.id as string;
  const marked = await request.post(`/api/proverbs/${id}/occurrences`, {
    headers,
    data: { song: song.id, start: 1, end: 1.9 },
  });
  expect(marked.status(), await marked.text()).toBe(201);

  await page.goto('/listen/search');
  await page.getByRole('link', { name: 'Proverbs of the archive, and where they are said' }).click();
  await expect(page.getByRole('heading', { name: 'Proverbs', level: 1 })).toBeVisible();
  await page.getByLabel('Search proverbs').fill(`eyagi kpe ${stamp}`);
  const found = page.getByRole('list', { name: 'Proverbs' }).getByRole('link', { name: new RegExp(String(stamp)) });
  await expect(found).toContainText('A literal meaning (demo)');
  await expect(found).toContainText('1 recording');
  await found.click();
  await expect(page.getByRole('heading', { name: text })).toBeVisible();
  const recordings = page.getByRole('list', { name: 'Recordings' });
  await expect(recordings).toContainText(`Proverb chant ${stamp}`);
  await recordings.getByRole('button', { name: /Play from 0:01/ }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toContainText(`Proverb chant ${stamp}`);
});
