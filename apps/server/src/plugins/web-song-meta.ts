import { formatMoment, OG_IMAGE_SIZE, ogImageUrl, SITE_NAME } from '@nupe/shared';
import type { PageMeta } from './web-meta.js';

/** What a song's link preview says (the fields of SongForPage it reads). */
export type SongPreview = {
  id: string;
  title: string;
  artist: string;
  genre: string;
  coverUrl: string | null;
  openStreamUrl: string | null;
  /** A shared moment (`?t=`): its second, the line said then and the section playing then. */
  moment: { seconds: number; line: string | null; section: string | null } | null;
};

/** The preview's description: at a moment, the line said then and its section, quoted. */
export function songDescription(song: SongPreview): string {
  const m = song.moment;
  const work = `“${song.title}” by ${song.artist}`;
  if (!m) {
    return `Listen to ${work} (${song.genre}) on ${SITE_NAME}, the living archive of Nupe music and culture.`;
  }
  const at = `at ${formatMoment(m.seconds)} in ${work} on ${SITE_NAME}.`;
  if (m.line && m.section) return `${m.section}: “${m.line}” — ${at}`;
  if (m.line) return `“${m.line}” — ${at}`;
  if (m.section) return `${m.section} — ${at}`;
  return `Listen from ${formatMoment(m.seconds)} to ${work} on ${SITE_NAME}.`;
}

/**
 * The link preview of a song's page (`/song/{id}` or `/listen/song/{id}`), at a moment when the
 * link names one: its address with `?t=` (the canonical one without), the JPEG cover chat apps
 * show (WhatsApp first: a WebP they do not), and the stream when it is open to all.
 */
export function songPreviewMeta(song: SongPreview, base: string, path: string): Partial<PageMeta> {
  const at = song.moment && song.moment.seconds > 0 ? `?t=${song.moment.seconds}` : '';
  return {
    title: `${song.title} — ${song.artist} | ${SITE_NAME}`,
    description: songDescription(song),
    url: `${base}${path}${at}`,
    canonicalUrl: `${base}/song/${song.id}`,
    ...(song.coverUrl
      ? {
          image: `${base}${ogImageUrl(song.coverUrl)}`,
          imageType: 'image/jpeg',
          imageWidth: OG_IMAGE_SIZE,
          imageHeight: OG_IMAGE_SIZE,
        }
      : {}),
    ...(song.openStreamUrl ? { audio: `${base}${song.openStreamUrl}` } : {}),
    type: 'music.song',
  };
}
