import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { adminToken, uploadSong } from '../fixtures/songs';
import { asAdmin } from './admin-fixtures';

/** The server's DATA_DIR for this run (written by e2e/start-server.sh). */
function dataDir(): string {
  const port = process.env.E2E_PORT ?? '3100';
  return readFileSync(path.join(process.env.TMPDIR ?? tmpdir(), `nupe-e2e-data-dir-${port}`), 'utf8').trim();
}

test('a fixity audit finds a damaged original: the admin sees it on Preservation and the dashboard; intact songs say "verified"', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 8);
  const intact = await uploadSong(request, { title: `Kept safe ${tag}`, artist: 'Archive Tester' });
  const damaged = await uploadSong(request, { title: `Bit rot ${tag}`, artist: 'Archive Tester' });
  // One byte of the damaged song's original flipped on disk, as a failing disk would.
  const { song } = (await (await request.get(`/api/songs/${damaged.id}`)).json()) as { song: { audioUrl: string } };
  const file = path.join(dataDir(), 'media', song.audioUrl.replace('/api/media/', ''));
  const bytes = readFileSync(file);
  const middle = Math.floor(bytes.length / 2);
  bytes[middle] = (bytes[middle] as number) ^ 0x01;
  writeFileSync(file, bytes);

  await asAdmin(page, request);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Preservation' }).first().click();
  await expect(page.getByRole('heading', { name: 'Preservation', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Run audit now' }).click();
  await expect(page.getByText('Fixity audit queued.')).toBeVisible();
  const failures = page.getByRole('list', { name: 'Failures' });
  const failure = failures.getByRole('listitem').filter({ hasText: `Bit rot ${tag}` });
  await expect(failure).toBeVisible({ timeout: 90_000 });
  await expect(failure).toContainText('Checksum mismatch · Original of');
  await expect(failure).toContainText('Expected SHA-256');
  await expect(failure).toContainText('Found SHA-256');
  await expect(page.getByRole('button', { name: 'Run audit now' })).toBeEnabled();
  await expect(page.getByRole('list', { name: 'Kept files' }).getByText('Failed')).toBeVisible();

  // The dashboard raises it until it is dealt with.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const alert = page.getByRole('alert').filter({ hasText: 'failed the fixity audit' });
  await expect(alert).toBeVisible();
  await alert.getByRole('link', { name: 'Open Preservation' }).click();
  await expect(page).toHaveURL(/\/admin\/preservation$/);

  // The public page of an intact song says its original is kept and verified; the damaged one says nothing.
  await page.goto(`/song/${intact.id}`);
  await expect(page.getByText(/Original kept · verified \d{1,2} [A-Z][a-z]{2} \d{4}/)).toBeVisible();
  await page.goto(`/song/${damaged.id}`);
  await expect(page.getByRole('heading', { name: `Bit rot ${tag}` })).toBeVisible();
  await expect(page.getByText('Original kept')).toHaveCount(0);
});

test('the admin downloads a collection as a BagIt bag: a tar of one folder with its manifests and the items', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = Math.random().toString(36).slice(2, 8);
  const song = await uploadSong(request, { title: `Deposited ${tag}`, artist: 'Archive Tester' });
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/collections', {
    headers,
    data: { title: `Deposit ${tag}`, description: 'For the national archive.' },
  });
  expect(created.ok()).toBe(true);
  const collection = ((await created.json()) as { collection: { id: string } }).collection;
  const described = await request.patch(`/api/songs/${song.id}/archive`, {
    headers,
    data: { languages: ['nup'], collection: collection.id },
  });
  expect(described.ok()).toBe(true);

  await asAdmin(page, request);
  await page.goto('/admin/preservation');
  const card = page.getByRole('region', { name: 'Deposit with an archive' });
  await expect(card.getByRole('radio', { name: 'A collection' })).toBeChecked();
  await expect(card.getByRole('button', { name: 'Download bag' })).toBeDisabled();
  await card.getByLabel('Collection', { exact: true }).selectOption({ label: `Deposit ${tag}` });
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download bag' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`nupe-collection-${collection.id}.tar`);
  await expect(
    page.getByText(`Your bag of 1 item is downloading as nupe-collection-${collection.id}.tar.`),
  ).toBeVisible();
  const file = path.join(tmpdir(), `bag-${tag}.tar`);
  await download.saveAs(file);
  const listing = execFileSync('tar', ['-tf', file], { encoding: 'utf8' });
  const root = `nupe-collection-${collection.id}`;
  for (const entry of [
    'bagit.txt',
    'bag-info.txt',
    'manifest-sha256.txt',
    'manifest-sha512.txt',
    'tagmanifest-sha256.txt',
  ]) {
    expect(listing).toContain(`${root}/${entry}`);
  }
  expect(listing).toContain(`${root}/data/${song.id}/original/original.mp3`);
  expect(listing).toContain(`${root}/data/${song.id}/metadata/item.json`);
});
