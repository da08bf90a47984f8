/**
 * The publishing protocols that carry open items off the platform: IIIF Presentation 3 with
 * Content Search 2.0, and podcast feeds (RSS 2.0 with the iTunes and Podcasting 2.0 tags).
 */
export const IIIF_PRESENTATION_CONTEXT = 'http://iiif.io/api/presentation/3/context.json';
export const IIIF_SEARCH_CONTEXT = 'http://iiif.io/api/search/2/context.json';
/** The media type every IIIF answer carries, with the Presentation 3 profile. */
export const IIIF_CONTENT_TYPE = `application/ld+json;profile="${IIIF_PRESENTATION_CONTEXT}"`;
/** The most episodes one feed carries (the newest): a podcast app reads the whole feed on each refresh. */
export const FEED_MAX_EPISODES = 1000;
/** How long a shared cache may keep a manifest, a search or a feed (a withdrawal leaves within a minute). */
export const SYNDICATION_MAX_AGE_SECONDS = 30;
