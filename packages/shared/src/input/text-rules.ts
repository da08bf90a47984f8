import { z } from 'zod';

/**
 * The one input rule for text: NUL and the other C0/C1 control characters are refused
 * everywhere, except tab, line feed and carriage return (a textarea's CRLF). Everything else
 * in Unicode is kept exactly: Nupe tone marks (combining U+0300…), right-to-left text and its
 * marks, zero-width joiners inside emoji.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export type ControlCharacterFound = { path: string; codePoint: string };

/** The first string in `value` (walking objects and arrays) that holds a control character. */
export function findControlCharacter(value: unknown, path = ''): ControlCharacterFound | null {
  if (typeof value === 'string') {
    const match = CONTROL_CHARACTER.exec(value);
    if (!match) return null;
    const codePoint = `U+${(match[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
    return { path: path || '_', codePoint };
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findControlCharacter(item, path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyFound = findControlCharacter(key, path);
      if (keyFound) return keyFound;
      const found = findControlCharacter(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

export const controlCharacterMessage = (field: string, codePoint: string) =>
  `The field ${field} contains an invisible control character (${codePoint}); remove it and send again.`;

/** A real calendar date written YYYY-MM-DD: "2026-02-30" and "2521-98-34" are refused with `label` named. */
export const calendarDate = (label: string) =>
  z
    .string({ message: `${label} is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label} must be a date (YYYY-MM-DD).` })
    .refine(isCalendarDate, { message: `${label} must be a real date.` });

export function isCalendarDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A media file's name: a real UUID (8-4-4-4-12 hex) and an extension, checked before any query. */
export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const mediaFileName = (extensions: readonly string[]) =>
  z.string().regex(new RegExp(`^${UUID_PATTERN}\\.(${extensions.join('|')})$`), { message: 'Not a media file name.' });
