import { parseArgs } from 'node:util';
import { ERROR_MESSAGES, PasswordSchema } from '@nupe/shared';
import { AppError } from '../lib/app-error.js';
import { tryNormalizePhone } from '../lib/phone.js';
import { fail, openForCli } from './cli-database.js';

const USAGE = 'Usage: npm run user:reset-password -- --phone <phone> --password <new password>';

const { values } = (() => {
  try {
    return parseArgs({ options: { phone: { type: 'string' }, password: { type: 'string' } }, strict: true });
  } catch (err) {
    return fail(`${(err as Error).message}\n${USAGE}`);
  }
})();
if (!values.phone) fail(`--phone is required.\n${USAGE}`);
if (!tryNormalizePhone(values.phone)) fail(`--phone: ${ERROR_MESSAGES.INVALID_PHONE}`);
const password = PasswordSchema.safeParse(values.password ?? '');
if (!password.success) fail(password.error.issues[0]?.message ?? 'Invalid password.');

const { database, users } = await openForCli();
try {
  const user = await users.resetPassword(values.phone, password.data);
  console.log(`Password changed for ${user.fullName} (${user.phone}).`);
} catch (err) {
  if (err instanceof AppError) fail(err.message);
  throw err;
} finally {
  await database.close();
}
