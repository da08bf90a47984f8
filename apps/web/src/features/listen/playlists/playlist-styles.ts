/** The owner's tools under the header: small enough for three on a phone's line. */
export const tool =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors';

/** A playlist page's round buttons (Play, Shuffle, Yes, delete it). */
export const pill =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
