/**
 * One genre list everywhere (uploads, filters, browsing): "Preachings", not "Preaching".
 */
export const GENRES = ['Songs', 'Zikiri', 'Histories', 'Proverbs', 'Gospels', 'Preachings', 'Tsankan', 'Dj'] as const;

export type Genre = (typeof GENRES)[number];

/** The artist music filter offers All plus every genre; All is the default. */
export const GENRE_FILTERS = ['All', ...GENRES] as const;
export type GenreFilter = (typeof GENRE_FILTERS)[number];

/** How each genre reads to people (the stored value `Dj` reads "DJ mixes"). */
export const GENRE_LABELS: Record<Genre, string> = {
  Songs: 'Songs',
  Zikiri: 'Zikiri',
  Histories: 'Histories',
  Proverbs: 'Proverbs',
  Gospels: 'Gospels',
  Preachings: 'Preachings',
  Tsankan: 'Tsankan',
  Dj: 'DJ mixes',
};

/** What people read for a stored genre (or a filter such as "All"): `Dj` reads "DJ mixes". */
export const genreLabel = (value: string): string => GENRE_LABELS[value as Genre] ?? value;
