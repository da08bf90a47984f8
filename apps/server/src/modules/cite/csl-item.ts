import { SITE_NAME, type Song } from '@nupe/shared';
import { edtfRange } from '../../lib/archive-registries.js';

/** OLAC roles of the people heard in a recording: they are its authors in a citation. */
const PERFORMING = new Set(['singer', 'performer', 'speaker', 'responder', 'participant', 'signer', 'interviewer']);

type CslDate = { 'date-parts': number[][]; circa?: boolean } | { literal: string };

/** A recording date (EDTF) as CSL: exact parts when exact, the year "circa" when within a year, else as written. */
export function cslDate(recorded: string | null): CslDate | undefined {
  if (!recorded) return undefined;
  const exact = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(recorded);
  if (exact) return { 'date-parts': [exact.slice(1).filter(Boolean).map(Number)] };
  const range = edtfRange(recorded);
  if (range && range.from.slice(0, 4) === range.to.slice(0, 4)) {
    return { 'date-parts': [[Number(range.from.slice(0, 4))]], circa: true };
  }
  return { literal: recorded };
}

const roleName = (c: { role: string; roleDetail: string | null }) => c.roleDetail ?? c.role.replaceAll('_', ' ');

/**
 * A song as a CSL-JSON item (type `song`: an audio recording). The people heard are its
 * authors, each with their role as archives credit them ("Mallam Isa Bida (singer)"), and its
 * performers; without a description, the performer credit. The rest of the description
 * follows: recording date, place, language, collection, duration, and the address.
 */
export function cslItem(song: Song, url: string, accessed: string) {
  const a = song.archive;
  const heard = a.contributors.filter((c) => PERFORMING.has(c.role));
  const people = heard.length ? heard : [{ name: song.artist, role: 'performer', roleDetail: null }];
  const place = a.place ? [a.place.name, a.place.region, a.place.country].filter(Boolean).join(', ') : undefined;
  const translators = a.contributors.filter((c) => c.role === 'translator').map((c) => ({ literal: c.name }));
  const minutes = song.durationSeconds ? Math.round(song.durationSeconds / 60) : null;
  return {
    id: song.id,
    type: 'song',
    title: song.title,
    author: people.map((c) => ({ literal: `${c.name} (${roleName(c)})` })),
    performer: people.map((c) => ({ literal: c.name })),
    ...(translators.length ? { translator: translators } : {}),
    ...(cslDate(a.recorded) ? { issued: cslDate(a.recorded) } : {}),
    medium: 'Audio recording',
    genre: song.genre,
    publisher: SITE_NAME,
    ...(place ? { 'publisher-place': place, 'event-place': place } : {}),
    ...(a.languages[0] ? { language: a.languages[0] } : {}),
    ...(a.collection ? { 'collection-title': a.collection.title } : {}),
    ...(a.occasion ? { event: a.occasion } : {}),
    ...(a.description ? { abstract: a.description } : {}),
    ...(minutes ? { dimensions: `${minutes} min.` } : {}),
    note: `Performers: ${people.map((c) => `${c.name} (${roleName(c)})`).join('; ')}`,
    URL: url,
    accessed: { 'date-parts': [accessed.split('-').map(Number)] },
  };
}
