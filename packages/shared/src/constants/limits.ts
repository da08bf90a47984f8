/** Business constants and limits. */
export const DEEP_LINK_FALLBACK_MS = 1500;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const SKELETON_CARD_COUNT = 6;
export const CARD_ANIMATION_DELAY_S = 0.1;
export const STATS_WINDOW_DAYS = 7;
/** The default support hours, in Nigeria's own time (an admin can change them in Settings). */
export const SUPPORT_HOURS = 'Mon-Fri 9AM-6PM WAT (West Africa Time)';
export const TERMS_LAST_UPDATED = 'January 1, 2025';
export const PRIVACY_LAST_UPDATED = 'September 19, 2025';
export const PRIVACY_COUNTRY = 'Nigeria';

/** Browser storage key of the bearer token. */
export const TOKEN_STORAGE_KEY = 'userToken';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const BIO_MAX_LENGTH = 2000;
export const EMAIL_MAX_LENGTH = 254;
/** A phone number as typed (spaces, +234 and all), before it is normalised. */
export const PHONE_MAX_LENGTH = 32;
/** Keys for music apps: a device's name. */
export const APP_KEY_NAME_MAX = 60;
/** A playlist's name and description. */
export const PLAYLIST_NAME_MAX = 100;
export const PLAYLIST_DESCRIPTION_MAX = 1000;

/** Token lifetimes: one day, or thirty with remember-me. */
export const TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const TOKEN_TTL_REMEMBER_SECONDS = 30 * 24 * 60 * 60;

/** Sign-in and registration attempts allowed per phone and per address in a window. */
export const AUTH_RATE_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 } as const;

export const AUDIO_MIME_TYPES = ['audio/mpeg', 'audio/wav', 'audio/ogg', 'audio/mp3'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * A listen counts as a play after this much real play time (seeks excluded), or at the end of a
 * shorter item: the web player's rule, and the server's for OpenSubsonic playback reports.
 */
export const PLAY_COUNT_SECONDS = 30;
