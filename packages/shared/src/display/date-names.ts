import type { Locale } from '../constants/locales.js';

/**
 * Month and weekday names per interface language (issue 18), shipped with the app because
 * Debian's Chromium carries trimmed ICU data and writes Hausa and Yoruba dates in English.
 * Hausa and Yoruba are CLDR's (date-names.test.ts checks them against Node's full ICU); CLDR
 * has no Nupe, so Nupe uses Hausa's, as Nupe speakers commonly do, until a reviewer gives
 * Nupe's own.
 */
export type DateNames = {
  /** Short month names, January first. */
  months: readonly string[];
  /** Weekday names, Sunday first. */
  weekdays: readonly string[];
  /** Day, month and year in this language's order (CLDR's medium date pattern). */
  day: (d: number, month: string, y: number) => string;
};

const HAUSA: DateNames = {
  months: ['Jan', 'Fab', 'Mar', 'Afi', 'May', 'Yun', 'Yul', 'Agu', 'Sat', 'Okt', 'Nuw', 'Dis'],
  weekdays: ['Lahadi', 'Litinin', 'Talata', 'Laraba', 'Alhamis', 'Jummaʼa', 'Asabar'],
  day: (d, month, y) => `${d} ${month}, ${y}`,
};

export const DATE_NAMES: Record<Locale, DateNames> = {
  en: {
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    day: (d, month, y) => `${d} ${month} ${y}`,
  },
  ha: HAUSA,
  yo: {
    months: [
      'Oṣù Ṣẹ́rẹ́',
      'Oṣù Èrèlè',
      'Oṣù Ẹrẹ̀nà',
      'Oṣù Ìgbé',
      'Oṣù Ẹ̀bibi',
      'Oṣù Òkúdu',
      'Oṣù Agẹmọ',
      'Oṣù Ògún',
      'Oṣù Owewe',
      'Oṣù Ọ̀wàrà',
      'Oṣù Bélú',
      'Oṣù Ọ̀pẹ̀',
    ],
    weekdays: ['Àìkú', 'Ajé', 'Ìsẹ́gun', 'Ọjọ́rú', 'Ọjọ́bọ', 'Ẹtì', 'Àbámẹ́ta'],
    day: (d, month, y) => `${d} ${month} ${y}`,
  },
  nup: HAUSA,
};
