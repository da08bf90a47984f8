import { GENRE_LABELS, type Song } from '@nupe/shared';
import { xmlAttrs, xmlElement, xmlText } from '../lib/xml.js';

/**
 * An item as Dublin Core (`oai_dc`) and as OLAC 1.1: the same public record the API
 * answers (`Song`), so what a partner archive harvests and what a bag carries never say more
 * than the song page does. Unknown fields are left out, never invented.
 */
export type RecordSource = {
  song: Song;
  /** Transcript and translation layers: their languages are languages of the item's content. */
  layers: { language: string; kind: 'transcript' | 'translation' }[];
};

export type RecordContext = {
  /** The public web address, e.g. https://nupe.music (no trailing slash). */
  siteUrl: string;
  publisher: string;
};

const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
export const OAI_DC = {
  prefix: 'oai_dc',
  namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
  schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
} as const;
export const OLAC = {
  prefix: 'olac',
  namespace: 'http://www.language-archives.org/OLAC/1.1/',
  schema: 'http://www.language-archives.org/OLAC/1.1/olac.xsd',
} as const;
const DC_NS = 'http://purl.org/dc/elements/1.1/';
const DCTERMS_NS = 'http://purl.org/dc/terms/';

const placeText = (p: NonNullable<Song['archive']['place']>) =>
  [p.name, p.region, p.country].filter((part) => part !== null && part !== undefined && part !== '').join(', ');

/** ISO 8601 duration for dcterms:extent, e.g. PT3M25S. */
const isoDuration = (seconds: number) => {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `PT${h ? `${h}H` : ''}${h || m ? `${m}M` : ''}${s % 60}S`;
};

function contentLanguages({ song, layers }: RecordSource): string[] {
  return [...new Set([...song.archive.languages, ...layers.map((l) => l.language)])];
}

const pageUrl = (ctx: RecordContext, song: Song) => `${ctx.siteUrl}/song/${song.id}`;

/** The `oai_dc:dc` element of an item. */
export function toOaiDc(source: RecordSource, ctx: RecordContext): string {
  const { song } = source;
  const a = song.archive;
  const dc = (name: string, text: string | null | undefined) => xmlElement(`dc:${name}`, text);
  const parts = [
    dc('title', song.title),
    dc('creator', song.artist),
    ...a.contributors.map((c) => dc('contributor', `${c.name} (${c.roleDetail ?? c.role})`)),
    dc('subject', GENRE_LABELS[song.genre]),
    ...a.subjects.map((s) => dc('subject', s)),
    dc('description', a.description),
    dc('description', a.occasion ? `Occasion: ${a.occasion}` : null),
    dc('publisher', ctx.publisher),
    dc('date', a.recorded),
    dc('type', 'Sound'),
    dc('format', song.durationSeconds === null ? null : isoDuration(song.durationSeconds)),
    dc('identifier', pageUrl(ctx, song)),
    ...contentLanguages(source).map((l) => dc('language', l)),
    dc('coverage', a.place ? placeText(a.place) : null),
    dc('relation', a.collection?.title),
    dc('relation', song.album?.title),
    dc('rights', a.rights),
    ...song.access.labels.map((l) => dc('rights', `${l.name}: ${l.text}`)),
  ];
  return (
    `<oai_dc:dc${xmlAttrs({
      'xmlns:oai_dc': OAI_DC.namespace,
      'xmlns:dc': DC_NS,
      'xmlns:xsi': XSI,
      'xsi:schemaLocation': `${OAI_DC.namespace} ${OAI_DC.schema}`,
    })}>` +
    parts.join('') +
    '</oai_dc:dc>'
  );
}

/** The `olac:olac` element of an item: OLAC roles, ISO 639-3 languages, discourse and linguistic types. */
export function toOlac(source: RecordSource, ctx: RecordContext): string {
  const { song } = source;
  const a = song.archive;
  const el = xmlElement;
  const coded = (name: string, type: string, code: string, text = '') =>
    `<${name}${xmlAttrs({ 'xsi:type': `olac:${type}`, 'olac:code': code })}>${xmlText(text)}</${name}>`;
  const spatial = a.place
    ? a.place.lat !== null && a.place.lat !== undefined && a.place.lon !== null && a.place.lon !== undefined
      ? el('dcterms:spatial', `name=${placeText(a.place)}; east=${a.place.lon}; north=${a.place.lat}`, {
          'xsi:type': 'dcterms:Point',
        })
      : el('dcterms:spatial', placeText(a.place))
    : '';
  const parts = [
    el('dc:title', song.title),
    el('dc:creator', song.artist),
    ...a.contributors.map((c) => coded('dc:contributor', 'role', c.role, c.name)),
    ...contentLanguages(source).map((l) => coded('dc:language', 'language', l)),
    // The languages the recording documents: OLAC's "subject language".
    ...a.languages.map((l) => coded('dc:subject', 'language', l)),
    el('dc:subject', GENRE_LABELS[song.genre]),
    ...a.subjects.map((s) => el('dc:subject', s)),
    coded('dc:type', 'linguistic-type', 'primary_text'),
    a.discourseType ? coded('dc:type', 'discourse-type', a.discourseType) : '',
    el('dc:type', 'Sound', { 'xsi:type': 'dcterms:DCMIType' }),
    el('dc:description', a.description),
    el('dc:description', a.occasion ? `Occasion: ${a.occasion}` : null),
    el('dcterms:created', a.recorded),
    spatial,
    el('dcterms:extent', song.durationSeconds === null ? null : isoDuration(song.durationSeconds)),
    el('dcterms:isPartOf', a.collection?.title),
    el('dcterms:isPartOf', song.album?.title),
    el('dc:publisher', ctx.publisher),
    el('dc:identifier', pageUrl(ctx, song), { 'xsi:type': 'dcterms:URI' }),
    el('dc:rights', a.rights),
    ...song.access.labels.map((l) => el('dc:rights', `${l.name}: ${l.text}`)),
  ];
  return (
    `<olac:olac${xmlAttrs({
      'xmlns:olac': OLAC.namespace,
      'xmlns:dc': DC_NS,
      'xmlns:dcterms': DCTERMS_NS,
      'xmlns:xsi': XSI,
      'xsi:schemaLocation': `${OLAC.namespace} ${OLAC.schema}`,
    })}>` +
    parts.join('') +
    '</olac:olac>'
  );
}
