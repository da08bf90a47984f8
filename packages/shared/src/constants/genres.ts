/**
 * One genre list everywhere (PRODUCT.md section 5). SPEC.md's artist filter said
 * "Preaching" against the upload list's "Preachings"; the upload list's names win.
 */
export const GENRES = ['Songs', 'Zikiri', 'Histories', 'Proverbs', 'Gospels', 'Preachings', 'Tsankan', 'Dj'] as const;

export type Genre = (typeof GENRES)[number];

/** The artist music filter offers All plus every genre; All is the default. */
export const GENRE_FILTERS = ['All', ...GENRES] as const;
export type GenreFilter = (typeof GENRE_FILTERS)[number];
