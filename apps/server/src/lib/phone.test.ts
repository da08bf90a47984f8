import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { normalizePhone, tryNormalizePhone } from './phone.js';

describe('normalizePhone', () => {
  it.each([
    ['0803 123 4567', '+2348031234567'],
    ['08031234567', '+2348031234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['+2348031234567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['234 803 123 4567', '+2348031234567'],
    ['  0803-123-4567  ', '+2348031234567'],
    ['0905 555 0101', '+2349055550101'],
  ])('%s becomes %s', (input, e164) => {
    expect(normalizePhone(input)).toBe(e164);
    expect(tryNormalizePhone(input)).toBe(e164);
  });

  it.each(['', '12345', '0803 123 456', '0803 123 45678 9', 'not a phone', '+234', '0000000000'])(
    'refuses %j with INVALID_PHONE',
    (input) => {
      expect(tryNormalizePhone(input)).toBeNull();
      try {
        normalizePhone(input);
        expect.unreachable();
      } catch (err) {
        expect(err).toBeInstanceOf(AppError);
        expect((err as AppError).code).toBe('INVALID_PHONE');
        expect((err as AppError).statusCode).toBe(400);
      }
    },
  );
});
