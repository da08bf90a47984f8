import { expect, test } from '@playwright/test';
import { signInAsStaff, staffToken, unique } from './staff-helpers';

test('the support tickets screen pages with Previous and Next', async ({ page, request }) => {
  // Two are enough (the contact form allows 20 an hour from one address, shared by all tests).
  for (let i = 0; i < 2; i++) {
    const sent = await request.post('/api/contact', {
      data: { name: unique('Paging sender'), email: 'paging@example.ng', subject: 'general', message: 'Paging test' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  // The screen asks for 50 a page; pages of 1 show the pager without 50 tickets.
  await page.route('**/api/staff/support?*', (route) =>
    route.continue({ url: route.request().url().replace('limit=50', 'limit=1') }),
  );
  const auth = { authorization: `Bearer ${await staffToken(request)}` };
  const pageOf = async (n: number) =>
    (await (await request.get(`/api/staff/support?page=${n}&limit=1`, { headers: auth })).json()) as {
      tickets: { name: string }[];
      total: number;
    };
  const first = await pageOf(1);
  const second = await pageOf(2);
  const pages = first.total;

  await signInAsStaff(page, request);
  await page.goto('/staff/support');
  const pager = page.getByRole('navigation', { name: 'Support ticket pages' });
  const names = page.getByRole('list', { name: 'Support tickets' }).getByRole('listitem');
  await expect(pager).toContainText(`Page 1 of ${pages}`);
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(names.first()).toContainText(first.tickets[0]?.name ?? '');

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText(`Page 2 of ${pages}`);
  await expect(names.first()).toContainText(second.tickets[0]?.name ?? '');
  await expect(names).toHaveCount(second.tickets.length);

  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText(`Page 1 of ${pages}`);
  await expect(names.first()).toContainText(first.tickets[0]?.name ?? '');
});
