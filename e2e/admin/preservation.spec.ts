import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { uploadSong } from '../fixtures/songs';
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
  await expect(page.getByText(/Original kept · verified \w+ \d+, \d{4}/)).toBeVisible();
  await page.goto(`/song/${damaged.id}`);
  await expect(page.getByRole('heading', { name: `Bit rot ${tag}` })).toBeVisible();
  await expect(page.getByText('Original kept')).toHaveCount(0);
});
