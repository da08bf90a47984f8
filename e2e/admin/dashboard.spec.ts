import { type DashboardResponse, describeChange } from '@nupe/shared';
import { expect, test } from '@playwright/test';
import { asAdmin, createApplicant } from './admin-fixtures';

test('the stats cards show the figures the API answered', async ({ page, request }) => {
  await asAdmin(page, request);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/dashboard') && r.status() === 200);
  await page.goto('/admin');
  const body = (await (await answer).json()) as DashboardResponse;
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const fmt = (n: number) => new Intl.NumberFormat('en').format(n);
  const t = body.data.totals;
  await expect(page.getByTestId('stat-Total users')).toHaveText(fmt(t.totalUsers));
  await expect(page.getByTestId('stat-Artists')).toHaveText(fmt(t.totalArtists));
  await expect(page.getByTestId('stat-Songs')).toHaveText(fmt(t.totalSongs));
  await expect(page.getByTestId('stat-Albums')).toHaveText(fmt(t.totalAlbums));
  await expect(page.getByTestId('stat-Plays, last 7 days')).toHaveText(fmt(body.data.plays.last7Days));
  await expect(page.getByTestId('stat-Downloads, last 7 days')).toHaveText(fmt(body.data.downloads.last7Days));
  const p = body.data.plays;
  const playsCard = page.getByRole('list', { name: 'Plays and downloads' }).getByRole('listitem').first();
  await expect(playsCard).toContainText(describeChange(p.last7Days, p.prev7Days).text);
  // Overview: real activity and panels.
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Storage used' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
});

test('no invented growth: an empty earlier period reads "New", no activity reads "—"', async ({ page, request }) => {
  await asAdmin(page, request);
  // The platform's figures are shared by every test; this one pins the two periods it needs.
  await page.route('**/api/admin/dashboard', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as DashboardResponse;
    body.data.plays = { last7Days: 5, prev7Days: 0, changePercent: 100, trend: 'up' };
    body.data.downloads = { last7Days: 0, prev7Days: 0, changePercent: 0, trend: 'up' };
    await route.fulfill({ response: res, json: body });
  });
  await page.goto('/admin');
  const cards = page.getByRole('list', { name: 'Plays and downloads' }).getByRole('listitem');
  await expect(cards.first()).toContainText('New');
  await expect(cards.nth(1)).toContainText('—');
  for (const card of [cards.first(), cards.nth(1)]) {
    await expect(card).not.toContainText('%');
    await expect(card).not.toContainText('▲');
  }
});

test('approve and reject artist requests created in the test', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const yes = `Approve Me ${stamp}`;
  const no = `Reject Me ${stamp}`;
  await createApplicant(request, yes);
  await createApplicant(request, no);
  await asAdmin(page, request);
  await page.goto('/admin');
  await page.getByRole('tab', { name: /Artist Requests/ }).click();
  const list = page.getByRole('list', { name: 'Artist requests' });
  const yesCard = list.getByRole('listitem').filter({ hasText: yes });
  await expect(yesCard).toContainText(`${yes.toLowerCase().replace(/\W+/g, '.')}@example.ng`);
  await expect(yesCard).toContainText('sings Zikiri from Bida');
  await yesCard.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Artist approved successfully' })).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: yes })).toHaveCount(0);

  await list.getByRole('listitem').filter({ hasText: no }).getByRole('button', { name: 'Reject' }).click();
  // A rejection carries the reason the applicant reads.
  const dialog = page.getByRole('dialog', { name: `Reject ${no}` });
  await dialog.getByLabel('Reason').fill('Add a sample recording, please.');
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Artist rejected successfully' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: no })).toHaveCount(0);

  // The audit log on the Overview names both decisions.
  await page.getByRole('tab', { name: 'Overview' }).click();
  const audit = page.getByRole('list', { name: 'Audit log' });
  await expect(audit).toContainText(`approved the artist ${yes}`);
  await expect(audit).toContainText(`rejected the artist application of ${no}`);
});

test('the Content tiles lead to the library, the artists and analytics', async ({ page, request }) => {
  await asAdmin(page, request);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Content' }).click();
  await page.getByRole('link', { name: /Artists/ }).click();
  await expect(page).toHaveURL(/\/admin\/users\?role=artist$/);
  await expect(page.getByLabel('Role', { exact: true })).toHaveValue('artist');
  await page.goBack();
  await page.getByRole('tab', { name: 'Content' }).click();
  await page.getByRole('link', { name: /Songs/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Music Library' })).toBeVisible();
});
