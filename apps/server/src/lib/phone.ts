import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppError } from './app-error.js';

/**
 * Nigerian numbers in local form (0803 123 4567) or international form (+234 803 123 4567)
 * become E.164 (+2348031234567). Anything that is not a valid number is refused.
 */
export function normalizePhone(input: string): string {
  const phone = parsePhoneNumberFromString(input.trim(), 'NG');
  if (!phone?.isValid()) {
    throw new AppError('INVALID_PHONE', 400, undefined, { phone: 'Enter a valid phone number.' });
  }
  return phone.number;
}

/** Like normalizePhone, but answers null instead of throwing (sign-in must not reveal why). */
export function tryNormalizePhone(input: string): string | null {
  const phone = parsePhoneNumberFromString(input.trim(), 'NG');
  return phone?.isValid() ? phone.number : null;
}
