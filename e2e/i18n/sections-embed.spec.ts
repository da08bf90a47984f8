import { type Browser, expect, test } from '@playwright/test';
import { adminToken, uploadSong } from '../fixtures/songs';

/**
 * The section list of a long recording (the song page, the embedded player) and the embed
 * page's own sentences read in the reader's language: Hausa has them; Nupe, which does not
 * yet, shows the Hausa marked with lang="ha", as every message it lacks.
 */

async function songWithSections(request: Parameters<typeof uploadSong>[0]) {
  const song = await uploadSong(request, { title: `Zikirin Etsu ${Date.now()}`, artist: 'Bida Zikiri Group' });
  const put = await request.put(`/api/songs/${song.id}/sections`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      sections: [
        { start: 0, title: 'Gaisuwa' },
        { start: 1, title: 'Addu’a ga Etsu' },
      ],
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  return song;
}

/** A fresh browser reading in `locale`: its browser language, or (Nupe, which browsers do not offer) the app's remembered choice. */
async function readerIn(browser: Browser, locale: 'ha' | 'nup') {
  const context = await browser.newContext({ locale: locale === 'ha' ? 'ha-NG' : 'en-NG' });
  if (locale === 'nup') await context.addInitScript(() => localStorage.setItem('nupeLocale', 'nup'));
  return context;
}

test('a Hausa reader sees the sections and the embedded player in Hausa', async ({ browser, request }) => {
  const song = await songWithSections(request);
  const context = await readerIn(browser, 'ha');
  const page = await context.newPage();

  await page.goto(`/song/${song.id}`);
  const sections = page.getByRole('region', { name: 'Sassa', exact: true });
  await expect(sections.getByRole('heading', { name: 'Sassa', exact: true })).toBeVisible();
  await expect(sections.getByText('Yanzu:')).toBeVisible();
  await expect(sections.getByRole('button', { name: 'Sashe na baya' })).toBeVisible();
  await expect(sections.getByRole('button', { name: 'Sashe na gaba' })).toBeVisible();
  await expect(sections.getByRole('button', { name: /Addu’a ga Etsu/ })).toBeVisible();

  // The embedded player: the same list, compact, in the same language.
  await page.goto(`/embed/song/${song.id}`);
  const embedded = page.getByRole('region', { name: 'Sassa', exact: true });
  await expect(embedded.getByRole('button', { name: 'Sashe na gaba' })).toBeVisible();
  await expect(embedded.getByTestId('current-section')).toHaveText('Gaisuwa');
  await expect(page.getByRole('button', { name: 'Previous section' })).toHaveCount(0);
  // A recording nobody may hear (or none at all) says so in Hausa.
  await page.goto('/embed/song/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Wannan rikodin ba ya samuwa.' })).toBeVisible();
  await context.close();
});

test('a Nupe reader sees the section texts Nupe lacks in Hausa, marked as Hausa', async ({ browser, request }) => {
  const song = await songWithSections(request);
  const context = await readerIn(browser, 'nup');
  const page = await context.newPage();
  await page.goto(`/embed/song/${song.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nup');
  const embedded = page.getByRole('region', { name: 'Sassa', exact: true });
  await expect(embedded.getByRole('button', { name: 'Sashe na gaba' })).toBeVisible();
  await expect(embedded.getByRole('button', { name: 'Sashe na gaba' }).locator('span[lang="ha"]')).toHaveText(
    'Sashe na gaba',
  );
  await context.close();
});
