import { parseArgs } from 'node:util';
import { ERROR_MESSAGES, PasswordSchema, ROLES, type Role, text } from '@nupe/shared';
import { AppError } from '../lib/app-error.js';
import { tryNormalizePhone } from '../lib/phone.js';
import { fail, openForCli } from './cli-database.js';

const USAGE =
  'Usage: npm run user:create -- --role admin|staff|artist|listener --phone <phone> --password <pw> --name "<full name>"';

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        role: { type: 'string' },
        phone: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
      },
      strict: true,
    });
  } catch (err) {
    return fail(`${(err as Error).message}\n${USAGE}`);
  }
})();

const role = values.role as Role | undefined;
if (!role || !ROLES.includes(role)) fail(`--role must be one of ${ROLES.join(', ')}.\n${USAGE}`);
if (!values.phone) fail(`--phone is required.\n${USAGE}`);
if (!tryNormalizePhone(values.phone)) fail(`--phone: ${ERROR_MESSAGES.INVALID_PHONE}`);
const password = PasswordSchema.safeParse(values.password ?? '');
if (!password.success) fail(password.error.issues[0]?.message ?? 'Invalid password.');
const name = text('Name', 100).safeParse(values.name ?? '');
if (!name.success) fail(`--name: ${name.error.issues[0]?.message}`);

const { database, users } = await openForCli();
try {
  // An artist created by an operator gets an approved profile named after --name.
  const user = await users.createUser({
    role,
    phone: values.phone,
    password: password.data,
    fullName: name.data,
    ...(role === 'artist' ? { artistDisplayName: name.data } : {}),
  });
  console.log(`Created ${role} ${user.fullName} (${user.phone}), id ${user.id}.`);
} catch (err) {
  if (err instanceof AppError) fail(err.message);
  throw err;
} finally {
  await database.close();
}
