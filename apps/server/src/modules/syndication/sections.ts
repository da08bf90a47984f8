/**
 * An item's sections (index segments of a long recording), as the IIIF manifest (Ranges in
 * `structures`) and the podcast feeds (`podcast:chapters`) read them. Seconds; `end` null means
 * "until the next section" (or the end of the recording).
 */
export type Section = { start: number; end: number | null; title: string; synopsis: string | null };

/** Reads the sections of several items at once: item id → its sections in time order. */
export type SectionsReader = (songIds: string[]) => Promise<Map<string, Section[]>>;
