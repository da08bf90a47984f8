import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminApiToken, asAdmin, uploadFiles } from './admin-fixtures';

test('edit, unpublish, publish, remove and restore a song; preview it in the page', async ({ page, request }) => {
  const f = await uploadFiles();
  const token = await adminApiToken(request);
  const title = `Library ${Date.now().toString(36)}`;
  const up = await request.post('/api/artist/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title,
      artist: 'Library Band',
      genre: 'Songs',
      audio: { name: 'a.mp3', mimeType: 'audio/mpeg', buffer: readFileSync(f.mp3) },
      cover: { name: 'c.png', mimeType: 'image/png', buffer: readFileSync(f.png) },
    },
  });
  expect(up.status()).toBe(201);
  const id = ((await up.json()) as { song: { id: string } }).song.id;

  await asAdmin(page, request);
  await page.goto('/admin/music');
  await page.getByLabel('Search').fill(title);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = () => page.getByRole('list', { name: 'Songs' }).getByRole('listitem').filter({ hasText: title });

  // Preview
  await row().getByRole('button', { name: 'Play preview' }).click();
  await expect(row().locator('audio')).toHaveAttribute('src', /\/api\/media\/audio\//);

  // Edit
  await row().getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit song' });
  await dialog.getByLabel('Title').fill(`${title} edited`);
  await dialog.getByLabel('Genre').selectOption('Proverbs');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Song updated successfully' })).toBeVisible();
  await expect(row()).toContainText(`${title} edited`);
  await expect(row()).toContainText('Proverbs');

  // Unpublish: gone from the public site
  await row().getByRole('button', { name: 'Unpublish' }).click();
  await expect(row()).toContainText('pending');
  expect((await request.get(`/api/songs/${id}`)).status()).toBe(404);
  await row().getByRole('button', { name: 'Publish' }).click();
  await expect(row()).toContainText('published');
  expect((await request.get(`/api/songs/${id}`)).status()).toBe(200);

  // Remove, then restore from the Removed view
  await row().getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Song removed' })).toBeVisible();
  await expect(row()).toHaveCount(0);
  expect((await request.get(`/api/songs/${id}`)).status()).toBe(404);
  await page.getByLabel('Status').selectOption('removed');
  await row().getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Song restored successfully' })).toBeVisible();
  await expect(row()).toHaveCount(0);
  expect((await request.get(`/api/songs/${id}`)).status()).toBe(200);
});
