import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parseCsv } from '../../apps/server/test/helpers/csv';
import { createArtist, signInAsStaff, staffMedia, unique, untilQualityIssue, uploadAs } from './staff-helpers';

test('bulk approve publishes the chosen songs with one confirmation', async ({ page, request }) => {
  const artist = await createArtist(request);
  const a = unique('Bulk morning');
  const b = unique('Bulk evening');
  const songA = await uploadAs(request, artist.token, { title: a, artist: artist.name });
  const songB = await uploadAs(request, artist.token, { title: b, artist: artist.name });

  await signInAsStaff(page, request);
  await page.goto('/staff');
  await page.getByRole('button', { name: 'Bulk Approve Content' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Approve Content' });
  await dialog.getByRole('checkbox', { name: new RegExp(a) }).check();
  await dialog.getByRole('checkbox', { name: new RegExp(b) }).check();
  await dialog.getByRole('button', { name: 'Approve selected (2)' }).click();
  await expect(dialog.getByText('Approve 2 songs?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve 2 songs' }).click();
  await expect(page.getByText('Songs approved and published (2)')).toBeVisible();
  for (const id of [songA.id, songB.id]) expect((await request.get(`/api/songs/${id}`)).status()).toBe(200);
});

test('each CSV download has its header row and rows', async ({ page, request }) => {
  const artist = await createArtist(request);
  const rejected = unique('Export, "quoted" take');
  const low = unique('Export thin take');
  const song = await uploadAs(request, artist.token, { title: rejected, artist: artist.name });
  const thin = await uploadAs(request, artist.token, { title: low, artist: artist.name, audio: staffMedia().low });
  const contactName = unique('=Formula Sender');
  await request.post('/api/contact', {
    data: { name: contactName, email: 'sender@example.ng', subject: 'press', message: 'Line one,\nline two' },
  });

  const token = await signInAsStaff(page, request);
  const reject = await request.post(`/api/staff/reviews/${song.id}/reject`, {
    headers: { authorization: `Bearer ${token}` },
    data: { reason: 'Needs a cleaner mix, please' },
  });
  expect(reject.status()).toBe(200);

  const download = async (click: () => Promise<void>) => {
    const [file] = await Promise.all([page.waitForEvent('download'), click()]);
    const p = await file.path();
    return { name: file.suggestedFilename(), rows: parseCsv(readFileSync(p, 'utf8')) };
  };

  await page.goto('/staff');
  const review = await download(() => page.getByRole('button', { name: 'Export Review Data' }).click());
  expect(review.name).toMatch(/^review-decisions-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(review.rows[0]).toEqual([
    'Decided at',
    'Decision',
    'Track',
    'Artist',
    'Genre',
    'Reason',
    'Decided by',
    'Submitted at',
    'Response time (hours)',
  ]);
  expect(review.rows.find((r) => r[2] === rejected)).toEqual(
    expect.arrayContaining(['Rejected', artist.name, 'Songs', 'Needs a cleaner mix, please']),
  );

  // The report lists what the upload's checks (a background job) raised: once they have run.
  await untilQualityIssue(request, artist.token, thin.id, 'low_bitrate');
  const quality = await download(() => page.getByRole('button', { name: 'Generate Quality Report' }).click());
  expect(quality.name).toMatch(/^quality-report-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(quality.rows[0]).toEqual([
    'Raised at',
    'Track',
    'Artist',
    'Issue',
    'Description',
    'Status',
    'Source',
    'Raised by',
  ]);
  expect(quality.rows.some((r) => r[1] === low && r[3] === 'Low bitrate' && r[5] === 'Needs Fix')).toBe(true);

  await page.goto('/staff/tools');
  const ranged = await download(() => page.getByRole('button', { name: 'Export review decisions' }).click());
  expect(ranged.rows.some((r) => r[2] === rejected)).toBe(true);
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  const empty = await download(() => page.getByRole('button', { name: 'Export review decisions' }).click());
  expect(empty.name).toBe('review-decisions-2020-01-01-to-2020-01-31.csv');
  expect(empty.rows).toHaveLength(1);

  const support = await download(() => page.getByRole('button', { name: 'Export support tickets' }).click());
  expect(support.rows[0]).toEqual([
    'Received at',
    'Status',
    'Subject',
    'Name',
    'Email',
    'Phone',
    'Message',
    'Internal notes',
  ]);
  const row = support.rows.find((r) => r[3] === `'${contactName}`);
  expect(row).toEqual(expect.arrayContaining(['Open', 'Press Inquiry', 'Line one,\nline two']));
});
