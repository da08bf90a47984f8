import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@nupe/shared';
import { expect, test } from '@playwright/test';
import { createListener } from '../fixtures/accounts';
import { smsCode, smsCount } from '../fixtures/sms';

/** A forgotten password, reset with a 6-digit code by SMS, without anyone's help. */
test('a listener gets a code by SMS, sets a new password with it and signs in with that password', async ({
  page,
  request,
}) => {
  // The whole journey: the dialog's three steps, a wrong try, then two sign-ins.
  test.setTimeout(60_000);
  const listener = await createListener(request, 'Amina Forgetful');
  const newPassword = `New-${Math.random().toString(36).slice(2, 10)}`;
  const before = smsCount(listener.phone);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const start = page.getByRole('dialog', { name: 'Forgot your password?' });
  await expect(start.getByText('npm run')).toHaveCount(0);
  await start.getByLabel('Phone number').fill(listener.phone);
  await start.getByRole('button', { name: 'Send code' }).click();

  const codeStep = page.getByRole('dialog', { name: 'Enter the code' });
  await expect(codeStep.getByRole('status')).toHaveText(SUCCESS_MESSAGES.RESET_CODE_SENT);
  const code = await smsCode(listener.phone, before);

  // A wrong code first: the dialog says so and keeps the form.
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await codeStep.getByLabel('Code from the SMS').fill(wrong);
  await codeStep.getByLabel('New password', { exact: true }).fill(newPassword);
  await codeStep.getByRole('button', { name: 'Set new password' }).click();
  await expect(codeStep.getByRole('alert')).toHaveText(ERROR_MESSAGES.RESET_CODE_INVALID);

  await codeStep.getByLabel('Code from the SMS').fill(code);
  await codeStep.getByRole('button', { name: 'Set new password' }).click();
  const done = page.getByRole('dialog', { name: 'Password changed' });
  await expect(done.getByRole('status')).toHaveText(SUCCESS_MESSAGES.PASSWORD_CHANGED);
  await done.getByRole('button', { name: 'Sign in with the new password' }).click();
  await expect(done).toBeHidden();

  // Back on the sign-in form with the number filled in; the old password no longer works.
  await expect(page.getByLabel('Phone number')).toHaveValue(listener.phone);
  await page.getByLabel('Password', { exact: true }).fill(listener.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: ERROR_MESSAGES.INVALID_CREDENTIALS })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/listen');
  await expect(page.getByText(SUCCESS_MESSAGES.LOGIN)).toBeVisible();
});

test('an unknown number gets the same answer, and no SMS is sent', async ({ page }) => {
  const unknown = `0813${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const start = page.getByRole('dialog', { name: 'Forgot your password?' });
  await start.getByLabel('Phone number').fill(unknown);
  await start.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('dialog', { name: 'Enter the code' }).getByRole('status')).toHaveText(
    SUCCESS_MESSAGES.RESET_CODE_SENT,
  );
  expect(smsCount(unknown)).toBe(0);
});
