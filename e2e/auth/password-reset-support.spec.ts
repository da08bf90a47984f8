import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@nupe/shared';
import { expect, test } from '@playwright/test';
import { createListener, demo, signInAs } from '../fixtures/accounts';

/**
 * A forgotten password, the support path: the person asks from the sign-in screen, staff check them
 * and create a one-time link, the person opens it (on their own phone: a fresh browser), sets
 * a new password and signs in.
 */
test('support path: a reset request reaches staff, who create a link that sets a new password once', async ({
  page,
  request,
  browser,
}) => {
  // Three people in three browsers, one after the other: longer than one screen's test.
  test.setTimeout(90_000);
  const name = `Ndagi Locked ${Math.random().toString(36).slice(2, 7)}`;
  const listener = await createListener(request, name);
  const newPassword = `Link-${Math.random().toString(36).slice(2, 10)}`;

  // The person, on the sign-in screen.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page
    .getByRole('dialog', { name: 'Forgot your password?' })
    .getByRole('button', { name: 'Ask our support team' })
    .click();
  const ask = page.getByRole('dialog', { name: 'Ask our support team' });
  await ask.getByLabel('Full name').fill(name);
  await ask.getByLabel('Phone number of your account').fill(listener.phone);
  await ask.getByLabel('How can we check it is you?').fill('I listen to Zikiri every Friday from this number.');
  await expect(ask.getByText('Support hours:')).toBeVisible();
  await ask.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByRole('dialog', { name: 'Request sent' });
  await expect(sent.getByRole('status')).toHaveText(SUCCESS_MESSAGES.RESET_REQUEST_SENT);

  // Staff, in their own browser.
  const staffContext = await browser.newContext();
  await staffContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const staffPage = await staffContext.newPage();
  const staff = demo('staff');
  await signInAs(staffPage, staffPage.request, staff.phone, staff.password);
  await staffPage.goto('/staff/support');
  // The staff area's own chunk and the session check come first (slow on a busy machine).
  await expect(staffPage.getByRole('heading', { name: 'Artist Support' })).toBeVisible({ timeout: 15_000 });
  const ticket = staffPage
    .getByRole('list', { name: 'Support tickets' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(ticket.getByText('Password reset', { exact: true }).first()).toBeVisible();
  await expect(ticket.getByText('I listen to Zikiri every Friday from this number.')).toBeVisible();
  const panel = ticket.getByRole('region', { name: 'Password reset' });
  await expect(panel).toContainText(`Account: ${name} (listener)`);
  await panel.getByRole('button', { name: 'Create reset link' }).click();
  await expect(panel.getByRole('status').first()).toContainText('Reset link created. It works once, until');
  const link = await panel.getByLabel('Reset link').inputValue();
  expect(link).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  const e164 = `234${listener.phone.slice(1)}`;
  await expect(panel.getByRole('link', { name: 'Send by WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${e164}\\?text=`),
  );
  await expect(panel.getByRole('link', { name: 'Send by SMS' })).toHaveAttribute(
    'href',
    new RegExp(`^sms:\\+${e164}\\?body=`),
  );
  await panel.getByRole('button', { name: 'Copy link' }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await staffPage.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // The ticket keeps a note that a link was made (never the link itself).
  await expect(ticket.getByText('Internal notes (1)')).toBeVisible();
  await expect(
    ticket.getByText(/^Reset link created\. It works once, until \d\d:\d\d \(West Africa Time\)\.$/),
  ).toBeVisible();
  await staffContext.close();

  // The person opens the link on their phone: a fresh browser, nobody signed in.
  const phoneContext = await browser.newContext();
  const phonePage = await phoneContext.newPage();
  await phonePage.goto(link);
  await expect(phonePage.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await phonePage.getByLabel('New password', { exact: true }).fill(newPassword);
  await phonePage.getByRole('button', { name: 'Set new password' }).click();
  await expect(phonePage.getByRole('status')).toHaveText(SUCCESS_MESSAGES.PASSWORD_CHANGED);
  await phonePage.getByRole('link', { name: 'Sign in' }).click();
  await expect(phonePage).toHaveURL('/login');
  await phonePage.getByLabel('Phone number').fill(listener.phone);
  await phonePage.getByLabel('Password', { exact: true }).fill(newPassword);
  await phonePage.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(phonePage).toHaveURL('/listen');

  // The link worked once: opened again, it says so plainly.
  await phonePage.goto(link);
  await expect(phonePage.getByRole('alert')).toHaveText(ERROR_MESSAGES.RESET_LINK_USED);
  await expect(phonePage.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  await phoneContext.close();
});

test('a reset link without its token, or a made-up one, says it is not valid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES.RESET_LINK_INVALID);
  await page.goto('/reset-password?token=made-up-token');
  await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES.RESET_LINK_INVALID);
});
