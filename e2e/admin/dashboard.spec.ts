import type { DashboardResponse } from '@nupe/shared';
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
  await expect(
    page.getByText(`${p.trend === 'up' ? 'Up' : 'Down'} ${Math.abs(p.changePercent).toFixed(1)}%`).first(),
  ).toBeVisible();
  // Overview: real activity and panels.
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Storage used' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
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
