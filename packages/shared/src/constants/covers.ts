/*
 * Cover images (no zod here: the web app's first screens import these and must not pull in
 * the schemas).
 */

/**
 * Web-sized cover variants (square WebP), by name and width in pixels. `card` is what a phone
 * draws a 144 px shelf card from at two device pixels a CSS pixel: with only 160 and 480 it
 * fetched the 480 one, three times the bytes, for the first cover it paints.
 */
export const COVER_SIZES = { sm: 160, card: 320, md: 480, lg: 1000 } as const;
export type CoverSize = keyof typeof COVER_SIZES;

/** The side of a cover's JPEG copy for link previews (`og:image`): square, small enough for WhatsApp. */
export const OG_IMAGE_SIZE = 600;

/**
 * A cover's JPEG copy for link previews, beside its WebP variants: `…/<key>/lg.webp` →
 * `…/<key>/og.jpg` (the server makes it from the lg variant on first request).
 */
export const ogImageUrl = (coverUrl: string) => coverUrl.replace(/\/[a-z0-9]+\.webp(\?|$)/, '/og.jpg$1');

/** The `srcset` of a cover: every web size with its width, so the browser fetches the one it needs. */
export const coverSrcSet = (urls: Record<CoverSize, string>) =>
  (Object.keys(COVER_SIZES) as CoverSize[]).map((size) => `${urls[size]} ${COVER_SIZES[size]}w`).join(', ');

/**
 * How wide a shelf card's cover is drawn (`sizes`). The server preloads the first covers of
 * the listener app's home with the same srcset and sizes, so the browser reuses that download.
 */
export const SHELF_COVER_SIZES = '(min-width: 640px) 176px, 144px';
/**
 * Covers drawn at once (not lazily) on the listener app's home, and preloaded with its HTML:
 * the first ones of the two shelves a phone shows first (new releases and the first genre
 * with songs).
 */
export const SHELF_EAGER_COVERS = 3;
