import type { SubFormat, SubNode } from '../subsonic-response.js';
import type { Section } from './section.js';

/** System: ping, the licence and the OpenSubsonic extensions this server speaks. */
const EXTENSIONS: SubNode[] = [
  { name: 'apiKeyAuthentication', versions: [1] },
  { name: 'formPost', versions: [1] },
  { name: 'songLyrics', versions: [1, 2] },
  { name: 'transcodeOffset', versions: [1] },
  { name: 'indexBasedQueue', versions: [1] },
  { name: 'playbackReport', versions: [1] },
];

export const systemSection: Section = () => ({
  ping: async () => ({}),
  getLicense: async () => ({ license: { valid: true } }),
});

/**
 * getOpenSubsonicExtensions, answered before any sign-in (clients ask it first). JSON: a plain
 * list (OpenSubsonic's schema; Tempo reads nothing else). XML: the list inside one element, as
 * the 1.16.1 schema has it.
 */
export const openSubsonicExtensions = (format: SubFormat): Record<string, SubNode | SubNode[]> =>
  format.kind === 'xml'
    ? { openSubsonicExtensions: { openSubsonicExtension: EXTENSIONS } }
    : { openSubsonicExtensions: EXTENSIONS };
