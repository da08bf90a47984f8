import { expect, test } from '@playwright/test';
import { createArtist, signInAsStaff, staffMedia, unique, untilQualityIssue, uploadAs } from './staff-helpers';

test('a low-bitrate upload raises an automatic quality issue that staff resolve', async ({ page, request }) => {
  const artist = await createArtist(request);
  const title = unique('Thin recording');
  const song = await uploadAs(request, artist.token, { title, artist: artist.name, audio: staffMedia().low });

  // The artist sees the open issue on their song, once the checks (a background job) have run.
  await untilQualityIssue(request, artist.token, song.id, 'low_bitrate');

  await signInAsStaff(page, request);
  // The dashboard lists the eight oldest open issues; other tests running in parallel raise
  // issues too, so this one is looked for on the full Quality Check screen.
  await page.goto('/staff');
  await expect(page.getByRole('list', { name: 'Quality check issues' }).getByRole('listitem').first()).toBeVisible();

  // Other tests raise issues too (the list is oldest first, a page at a time): find this song's.
  await page.goto('/staff/quality');
  await page.getByLabel('Find issues on a song').fill(title);
  // The same fixture file is uploaded by other tests too, so the song may also carry
  // "possible duplicate" issues (acoustic fingerprints): this test follows its Low bitrate one.
  const card = page
    .getByRole('list', { name: 'Quality issues' })
    .getByRole('listitem')
    .filter({ hasText: title })
    .filter({ has: page.getByRole('heading', { name: 'Low bitrate' }) });
  await expect(card.getByRole('heading', { name: 'Low bitrate' })).toBeVisible();
  await expect(card.locator('span', { hasText: /^Needs Fix$/ })).toBeVisible();
  await expect(card.getByText('Automatic check')).toBeVisible();
  await card.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('Quality issue resolved')).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByLabel('Show').selectOption('resolved');
  const resolved = page
    .getByRole('list', { name: 'Quality issues' })
    .getByRole('listitem')
    .filter({ hasText: title })
    .filter({ has: page.getByRole('heading', { name: 'Low bitrate' }) });
  await expect(resolved.getByText(/resolved .* by Musa Kolo/)).toBeVisible();
});

test('a contact message becomes a ticket; staff note it and resolve it', async ({ page, request }) => {
  const name = unique('Hauwa Nda');
  const sent = await request.post('/api/contact', {
    data: {
      name,
      email: 'hauwa@example.ng',
      subject: 'artist',
      message: 'How do I send my group’s Zikiri recordings?',
    },
  });
  expect(sent.status()).toBe(201);

  await signInAsStaff(page, request);
  await page.goto('/staff/support');
  const ticket = page.getByRole('list', { name: 'Support tickets' }).getByRole('listitem').filter({ hasText: name });
  await expect(ticket.getByText('Artist Support')).toBeVisible();
  await expect(ticket.locator('span', { hasText: /^Open$/ })).toBeVisible();

  await ticket.getByText(/Internal notes/).click();
  await ticket.getByLabel('Add a note').fill('Sent her the upload guide by email.');
  await ticket.getByRole('button', { name: 'Save note' }).click();
  await expect(ticket.getByText('Sent her the upload guide by email.')).toBeVisible();

  await ticket.getByLabel(`Status of the ticket from ${name}`).selectOption('resolved');
  await expect(page.getByText('Ticket updated: Resolved')).toBeVisible();
  await expect(ticket.locator('span', { hasText: /^Resolved$/ })).toBeVisible();

  await page.getByLabel('Show').selectOption('open');
  await expect(page.getByRole('list', { name: 'Support tickets' }).getByText(name)).toHaveCount(0);
});
