import { type Archive, SITE_NAME } from '@nupe/shared';

/** What the server-rendered song pages (its page, its embed) need of a song anyone may hear. */
export type SongForPage = {
  id: string;
  title: string;
  artist: string;
  genre: string;
  coverUrl: string | null;
  /** The song's stream for `og:audio`, only when it is open to all (public, no seasons); else null. */
  openStreamUrl: string | null;
  archive: Archive;
  durationSeconds: number | null;
  publishedAt: string | null;
  /** The first text layer's lines (the transcript before translations), for the page's text. */
  transcript: { language: string; lines: string[] } | null;
  /** Every text layer (transcript and translations). */
  layers: { language: string; kind: 'transcript' | 'translation' }[];
  sections: { start: number; end: number | null; title: string }[];
};

/** Seconds as an ISO 8601 duration (`PT1H2M3S`), schema.org's form. */
export function isoDuration(seconds: number): string {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `PT${h ? `${h}H` : ''}${h || m ? `${m}M` : ''}${s % 60}S`;
}

/**
 * The song page's schema.org description (JSON-LD): a recording (`MusicRecording`) that is
 * also the audio itself (`AudioObject`), with its languages, place and date of recording, the
 * people heard and their roles, its transcript (the text, and each layer as WebVTT), its
 * sections as `Clip`s, its collection and its rights. The stream is named only when it is open
 * to all.
 */
export function songJsonLd(song: SongForPage, base: string): Record<string, unknown> {
  const url = `${base}/song/${song.id}`;
  const a = song.archive;
  const place = a.place
    ? {
        '@type': 'Place',
        name: a.place.name,
        address: {
          '@type': 'PostalAddress',
          addressCountry: a.place.country,
          ...(a.place.region ? { addressRegion: a.place.region } : {}),
        },
        ...(a.place.lat != null && a.place.lon != null
          ? { geo: { '@type': 'GeoCoordinates', latitude: a.place.lat, longitude: a.place.lon } }
          : {}),
      }
    : undefined;
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': ['MusicRecording', 'AudioObject'],
    '@id': url,
    url,
    name: song.title,
    byArtist: { '@type': 'MusicGroup', name: song.artist },
    genre: song.genre,
    inLanguage: a.languages,
    ...(song.durationSeconds ? { duration: isoDuration(song.durationSeconds) } : {}),
    ...(a.recorded ? { dateCreated: a.recorded } : {}),
    ...(song.publishedAt ? { datePublished: song.publishedAt.slice(0, 10) } : {}),
    ...(place ? { locationCreated: place, contentLocation: place } : {}),
    ...(a.description ? { description: a.description } : {}),
    ...(a.subjects.length ? { keywords: a.subjects.join(', ') } : {}),
    contributor: a.contributors.map((c) => ({
      '@type': 'Role',
      roleName: c.roleDetail ?? c.role,
      contributor: { '@type': 'Person', name: c.name },
    })),
    ...(song.transcript ? { transcript: song.transcript.lines.join('\n') } : {}),
    caption: song.layers.map((l) => ({
      '@type': 'MediaObject',
      encodingFormat: 'text/vtt',
      inLanguage: l.language,
      name: l.kind === 'translation' ? `Translation (${l.language})` : `Transcript (${l.language})`,
      contentUrl: `${base}/api/songs/${song.id}/transcripts/${l.language}.vtt`,
    })),
    hasPart: song.sections.map((s, i) => ({
      '@type': 'Clip',
      name: s.title,
      startOffset: s.start,
      ...((s.end ?? song.sections[i + 1]?.start ?? song.durationSeconds)
        ? { endOffset: s.end ?? song.sections[i + 1]?.start ?? song.durationSeconds }
        : {}),
      url: `${url}?t=${Math.floor(s.start)}`,
    })),
    ...(a.collection ? { isPartOf: { '@type': 'Collection', name: a.collection.title } } : {}),
    ...(a.rights ? { conditionsOfAccess: a.rights } : {}),
    ...(song.coverUrl ? { image: `${base}${song.coverUrl}` } : {}),
    ...(song.openStreamUrl ? { contentUrl: `${base}${song.openStreamUrl}` } : {}),
    embedUrl: `${base}/embed/song/${song.id}`,
    publisher: { '@type': 'Organization', name: SITE_NAME, url: `${base}/` },
  };
  return ld;
}
