/**
 * Text as search compares it: without tone marks or other combining marks, lower case,
 * so "eyagi" finds "ẹ̀yàgí" however either was typed. Stored beside transcripts and
 * descriptions, and applied to the words a person searches for.
 */
export const foldForSearch = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a text as search sees them: folded, split on anything but letters and digits. */
export const searchWords = (text: string): string[] => foldForSearch(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** A folded search as a PostgreSQL tsquery: each word a prefix, all of them required; null when no word. */
export function prefixQuery(q: string): string | null {
  const words = searchWords(q);
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** `prefixQuery` on one text in memory: every word of the search begins a word of the text. */
export function matchesPrefixes(searched: string[], text: string): boolean {
  if (searched.length === 0) return false;
  const words = searchWords(text);
  return searched.every((s) => words.some((w) => w.startsWith(s)));
}
