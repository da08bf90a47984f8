/**
 * Text as search compares it (#14): without tone marks or other combining marks, lower case,
 * so "eyagi" finds "ẹ̀yàgí" however either was typed. Stored beside transcripts and
 * descriptions, and applied to the words a person searches for.
 */
export const foldForSearch = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A folded search as a PostgreSQL tsquery: each word a prefix, all of them required; null when no word. */
export function prefixQuery(q: string): string | null {
  const words = foldForSearch(q).match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null;
}
