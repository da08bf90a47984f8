import { structuredLyrics } from '../subsonic-lyrics.js';
import { need } from '../subsonic-params.js';
import type { Section } from './section.js';

/** Lyrics (OpenSubsonic songLyrics): a song's transcript and translation layers, synced where timed. */
export const lyricsSection: Section = ({ subsonic }) => ({
  getLyricsBySongId: async ({ q, user }) => {
    const songId = await subsonic.visible(need(q, 'id'), user);
    const layers = await subsonic.catalogue.lyrics(songId);
    const enhanced = q.enhanced === 'true';
    return { lyricsList: { structuredLyrics: layers.map((l) => structuredLyrics(l, enhanced)) } };
  },
});
