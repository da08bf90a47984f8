import { describe, expect, it } from 'vitest';
import { DATE_NAMES } from './date-names.js';

/**
 * An independent check of the shipped names: Node carries full ICU (CLDR), which Debian's
 * Chromium does not. The app never asks the browser; this test asks Node.
 */
describe('shipped month and weekday names agree with CLDR (Node full ICU)', () => {
  for (const locale of ['en', 'ha', 'yo'] as const) {
    it(locale, () => {
      // English keeps the day-month-year order of '25 Nov 2026' (tested in date.test.ts) with CLDR's names.
      const cldr = locale;
      for (let m = 0; m < 12; m += 1) {
        const d = new Date(Date.UTC(2026, m, 15));
        const expected = new Intl.DateTimeFormat(cldr, { month: 'short', timeZone: 'UTC' }).format(d);
        expect(DATE_NAMES[locale].months[m]).toBe(expected);
        const dayMonthYear = new Intl.DateTimeFormat(cldr, {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(d);
        if (locale !== 'en') expect(DATE_NAMES[locale].day(15, expected, 2026)).toBe(dayMonthYear);
      }
      for (let w = 0; w < 7; w += 1) {
        const d = new Date(Date.UTC(2026, 10, 22 + w));
        expect(DATE_NAMES[locale].weekdays[w]).toBe(
          new Intl.DateTimeFormat(cldr, { weekday: 'long', timeZone: 'UTC' }).format(d),
        );
      }
    });
  }
});
