import { expect, test } from '@playwright/test';
import { adminToken, uploadSong } from '../fixtures/songs';

test('the archive filters narrow by language and decade, with counts, and a choice undone widens again', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const describe = async (title: string, archive: object) => {
    const song = await uploadSong(request, { title: `${title} ${stamp}`, artist: 'Archive Filters' });
    const res = await request.patch(`/api/songs/${song.id}/archive`, { headers, data: archive });
    expect(res.ok(), await res.text()).toBe(true);
  };
  // Ewe and Igbo: languages no other test describes, so the counts are this test's own.
  await describe('Ewe 1956', { languages: ['ewe'], recorded: '1956' });
  await describe('Ewe 1972', { languages: ['ewe'], recorded: '1972~' });
  await describe('Igbo 1956', { languages: ['ibo'], recorded: '195X' });

  await page.goto('/listen/search');
  await page.getByRole('link', { name: 'Browse the archive by language, decade and place' }).click();
  await expect(page.getByRole('heading', { name: 'Archive', level: 1 })).toBeVisible();
  const language = page.getByRole('group', { name: 'Language' });
  await expect(language.getByRole('button', { name: 'Ewe 2' })).toBeVisible();
  await language.getByRole('button', { name: 'Ewe 2' }).click();
  const results = page.getByRole('list', { name: 'Archive recordings' });
  await expect(page.getByRole('heading', { name: '2 recordings' })).toBeVisible();
  await expect(results).toContainText(`Ewe 1956 ${stamp}`);
  await expect(results).toContainText(`Ewe 1972 ${stamp}`);

  await page
    .getByRole('group', { name: 'Recorded in' })
    .getByRole('button', { name: /^1950s/ })
    .click();
  await expect(page.getByRole('heading', { name: '1 recording' })).toBeVisible();
  await expect(results).toContainText(`Ewe 1956 ${stamp}`);
  await expect(results).not.toContainText(`Ewe 1972 ${stamp}`);
  expect(page.url()).toContain('language=ewe');
  expect(page.url()).toContain('decade=1950');

  // Undo the language: every 1950s item, the Igbo one too.
  await language.getByRole('button', { name: /^Ewe/ }).click();
  await expect(results).toContainText(`Igbo 1956 ${stamp}`);
});
