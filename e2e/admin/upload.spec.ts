import { expect, type Page, test } from '@playwright/test';
import { asAdmin, uploadFiles } from './admin-fixtures';

async function openModal(page: Page) {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Upload Song' }).click();
  return page.getByRole('dialog', { name: 'Upload Song' });
}

test('each client check of the upload form says what is wrong', async ({ page, request }) => {
  const f = await uploadFiles();
  await asAdmin(page, request);
  const dialog = await openModal(page);
  const submit = dialog.getByRole('button', { name: 'Upload', exact: true });
  await expect(submit).toBeDisabled();

  await dialog.getByLabel('Audio file').setInputFiles(f.text);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid audio file type' })).toBeVisible();
  await dialog.getByLabel('Cover image').setInputFiles(f.gif);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid image file type' })).toBeVisible();

  await dialog.getByLabel('Title').fill('Checks');
  await dialog.getByLabel('Artist', { exact: true }).fill('Checker');
  await dialog.getByLabel('Genre').selectOption('Songs');
  await expect(dialog.getByText('Please select both audio and image files')).toBeVisible();
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Audio file').setInputFiles(f.mp3);
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Cover image').setInputFiles(f.png);
  await expect(submit).toBeEnabled();
  await expect(dialog.getByText('Please select both audio and image files')).toHaveCount(0);
});

test('a valid upload shows its progress, closes the modal and reaches the library and the public site', async ({
  page,
  request,
}) => {
  const f = await uploadFiles();
  const title = `Upload ${Date.now().toString(36)}`;
  await asAdmin(page, request);
  const dialog = await openModal(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Artist', { exact: true }).fill('E2E Ensemble');
  await dialog.getByLabel('Genre').selectOption('Zikiri');
  await dialog.getByLabel('Album').fill('E2E Album');
  await dialog.getByLabel('Audio file').setInputFiles(f.mp3);
  await dialog.getByLabel('Cover image').setInputFiles(f.png);

  // Hold the answer back a moment so the uploading state can be seen.
  await page.route('**/api/artist/upload', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await expect(dialog.getByText(/^\d{1,3}%$/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Song uploaded successfully' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/admin/music');
  await page.getByLabel('Search').fill(title);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('list', { name: 'Songs' }).getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('E2E Ensemble');
  await expect(row).toContainText('published');

  const pub = await request.get(`/api/songs?q=${encodeURIComponent(title)}`);
  const body = (await pub.json()) as { songs: { id: string; title: string }[] };
  expect(body.songs.map((s) => s.title)).toEqual([title]);
  await page.goto(`/song/${body.songs[0]?.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('/admin/upload has the same form on its own page', async ({ page, request }) => {
  await asAdmin(page, request);
  await page.goto('/admin/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Music' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
});
