/**
 * One genre list everywhere (uploads, filters, browsing): "Preachings", not "Preaching".
 */
export const GENRES = ['Songs', 'Zikiri', 'Histories', 'Proverbs', 'Gospels', 'Preachings', 'Tsankan', 'Dj'] as const;

export type Genre = (typeof GENRES)[number];

/** The artist music filter offers All plus every genre; All is the default. */
export const GENRE_FILTERS = ['All', ...GENRES] as const;
export type GenreFilter = (typeof GENRE_FILTERS)[number];
