import { accessLabel, IIIF_PRESENTATION_CONTEXT, SITE_NAME } from '@nupe/shared';
import { languageName } from '../../lib/archive-registries.js';
import { imageUrl } from '../../lib/images.js';
import { audioUrl } from '../../mappers/songs.mapper.js';
import { renditionUrl } from '../../media/media-urls.js';
import type { OpenItemRow } from '../../repositories/open-items.repository.js';
import type { Section } from './sections.js';

/** IIIF Presentation 3 documents (Manifest, Collection) of open items, built from plain rows. */

export type Cue = { start: number | null; end: number | null; text: string };
export type Layer = { language: string; kind: 'transcript' | 'translation'; cues: Cue[] };
export type ProverbMoment = { proverbId: string; text: string; start: number; end: number };
export type ManifestInput = {
  /** The site's public address, without a trailing slash. */
  base: string;
  item: OpenItemRow;
  layers: Layer[];
  sections: Section[];
  proverbs: ProverbMoment[];
};

type LngString = Record<string, string[]>;
const en = (text: string): LngString => ({ en: [text] });
/** Text whose language is not recorded (titles, names as given). */
const none = (...text: string[]): LngString => ({ none: text });
const entry = (label: string, ...value: string[]) => ({ label: en(label), value: none(...value) });

export const iiifPaths = {
  manifest: (base: string, id: string) => `${base}/iiif/songs/${id}/manifest`,
  canvas: (base: string, id: string) => `${base}/iiif/songs/${id}/canvas/1`,
  search: (base: string, id: string) => `${base}/iiif/songs/${id}/search`,
  layerPage: (base: string, id: string, language: string) => `${base}/iiif/songs/${id}/annotations/${language}`,
  collection: (base: string, id: string) => `${base}/iiif/collections/${id}`,
  collections: (base: string) => `${base}/iiif/collections`,
};

/** The seconds an item lasts, as known from the item or its original; null when unknown. */
export const itemDuration = (item: OpenItemRow) => {
  const d = item.durationSeconds ?? item.originalDuration;
  return d !== null && d > 0 ? d : null;
};

/** Cue text without WebVTT's own markup (voice, italics, timestamps) and its escapes. */
export function plainCueText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lrm;|&rlm;/g, '')
    .replace(/&amp;/g, '&');
}

/** A media fragment: `#t=start,end` in seconds, as few digits as exact. */
const fragment = (start: number, end: number) => `#t=${+start.toFixed(3)},${+end.toFixed(3)}`;

/** One supplementing annotation per timed cue; untimed lines have no place in time and stay out. */
function layerPage(base: string, item: OpenItemRow, layer: Layer) {
  const kind = layer.kind === 'transcript' ? 'Transcript' : 'Translation';
  return {
    id: iiifPaths.layerPage(base, item.id, layer.language),
    type: 'AnnotationPage',
    label: en(`${kind} (${languageName(layer.language)})`),
    items: cueAnnotations(base, item.id, layer),
  };
}

/** The annotation of a timed cue, numbered by the cue's place in its layer. */
export function cueAnnotation(base: string, songId: string, language: string, index: number, cue: TimedCue) {
  return {
    id: `${iiifPaths.layerPage(base, songId, language)}/${index + 1}`,
    type: 'Annotation',
    motivation: 'supplementing',
    body: { type: 'TextualBody', value: plainCueText(cue.text), format: 'text/plain', language },
    target: `${iiifPaths.canvas(base, songId)}${fragment(cue.start, cue.end)}`,
  };
}

export type TimedCue = { start: number; end: number; text: string };
export const isTimed = (cue: Cue): cue is TimedCue => cue.start !== null && cue.end !== null;

/** The annotations of a layer's timed cues. */
function cueAnnotations(base: string, songId: string, layer: Layer) {
  return layer.cues.flatMap((cue, i) => (isTimed(cue) ? [cueAnnotation(base, songId, layer.language, i, cue)] : []));
}

/** Sections and proverb moments as Ranges over the canvas, each group in its own Range. */
function structures(base: string, item: OpenItemRow, duration: number, m: ManifestInput) {
  const canvas = iiifPaths.canvas(base, item.id);
  const range = (id: string, label: string, start: number, end: number, summary?: string | null) => ({
    id: `${base}/iiif/songs/${item.id}/range/${id}`,
    type: 'Range',
    label: none(label),
    ...(summary ? { summary: none(summary) } : {}),
    items: [{ id: `${canvas}${fragment(start, Math.min(end, duration))}`, type: 'Canvas' }],
  });
  const sections = m.sections.map((s, i) =>
    range(`section-${i + 1}`, s.title, s.start, s.end ?? m.sections[i + 1]?.start ?? duration, s.synopsis),
  );
  const proverbs = m.proverbs.map((p, i) => range(`proverb-${i + 1}`, p.text, p.start, p.end));
  const group = (id: string, label: string, items: unknown[]) =>
    items.length > 0
      ? [{ id: `${base}/iiif/songs/${item.id}/range/${id}`, type: 'Range', label: en(label), items }]
      : [];
  return [...group('sections', 'Sections', sections), ...group('proverbs', 'Proverbs', proverbs)];
}

/** What is known of the item, for people: each field once, never invented. */
function metadata(item: OpenItemRow) {
  const d = item.description;
  const out = [entry('Performer', item.artistCredit), entry('Genre', item.genre)];
  if (d?.languages.length) out.push({ label: en('Language'), value: en(d.languages.map(languageName).join(', ')) });
  if (d?.recorded) out.push(entry('Recorded', d.recorded));
  if (d?.place) {
    out.push(entry('Place', [d.place.name, d.place.region, d.place.country].filter(Boolean).join(', ')));
  }
  if (d?.occasion) out.push(entry('Occasion', d.occasion));
  for (const c of d?.contributors ?? []) {
    out.push(entry(c.roleDetail ? `Contributor (${c.role}: ${c.roleDetail})` : `Contributor (${c.role})`, c.name));
  }
  if (d?.subjects.length) out.push(entry('Subjects', ...d.subjects));
  if (item.collectionTitle) out.push(entry('Collection', item.collectionTitle));
  // Traditional Knowledge labels: how the community asks the item to be treated.
  for (const code of item.accessLabels) {
    const label = accessLabel(code);
    out.push({ label: en(label.name), value: en(label.text) });
  }
  return out;
}

/** The rights as described, then each Traditional Knowledge label's text: what every reuse must show. */
function requiredStatement(item: OpenItemRow) {
  const texts = [
    ...(item.description?.rights ? [item.description.rights] : []),
    ...item.accessLabels.map((code) => {
      const label = accessLabel(code);
      return `${label.name}: ${label.text}`;
    }),
  ];
  return texts.length > 0 ? { requiredStatement: { label: en('Rights and use'), value: none(...texts) } } : {};
}

/** The whole Manifest of an item with a known duration (callers check `itemDuration`). */
export function buildManifest(m: ManifestInput) {
  const { base, item } = m;
  const duration = itemDuration(item) as number;
  const canvas = iiifPaths.canvas(base, item.id);
  const streaming = item.mp3Key
    ? { id: `${base}${renditionUrl(item.mp3Key)}`, format: item.mp3Mime ?? 'audio/mpeg' }
    : { id: `${base}${audioUrl(item.original.key)}`, format: item.original.mime };
  const cover = imageUrl(item.coverKey, 'md');
  const host = new URL(base).hostname;
  const summary = item.description?.description;
  return {
    '@context': IIIF_PRESENTATION_CONTEXT,
    id: iiifPaths.manifest(base, item.id),
    type: 'Manifest',
    label: none(item.title),
    ...(summary ? { summary: none(summary) } : {}),
    metadata: metadata(item),
    ...requiredStatement(item),
    provider: [{ id: base, type: 'Agent', label: none(SITE_NAME), homepage: [homepage(base, SITE_NAME)] }],
    homepage: [homepage(`${base}/song/${item.id}`, item.title)],
    ...(cover ? { thumbnail: [{ id: `${base}${cover}`, type: 'Image', format: 'image/webp' }] } : {}),
    seeAlso: [
      {
        id: `${base}/oai?verb=GetRecord&metadataPrefix=olac&identifier=${encodeURIComponent(`oai:${host}:song/${item.id}`)}`,
        type: 'Dataset',
        label: en('OLAC record (OAI-PMH)'),
        format: 'text/xml',
        profile: 'http://www.language-archives.org/OLAC/1.1/',
      },
    ],
    ...(item.collectionId
      ? {
          partOf: [
            {
              id: iiifPaths.collection(base, item.collectionId),
              type: 'Collection',
              label: none(item.collectionTitle ?? ''),
            },
          ],
        }
      : {}),
    service: [{ id: iiifPaths.search(base, item.id), type: 'SearchService2' }],
    items: [
      {
        id: canvas,
        type: 'Canvas',
        duration,
        items: [
          {
            id: `${canvas}/page`,
            type: 'AnnotationPage',
            items: [
              {
                id: `${canvas}/page/audio`,
                type: 'Annotation',
                motivation: 'painting',
                body: { ...streaming, type: 'Sound', duration },
                target: canvas,
              },
            ],
          },
        ],
        // The original as it arrived: the archive copy, for those who want every byte.
        rendering: [
          {
            id: `${base}${audioUrl(item.original.key)}`,
            type: 'Sound',
            label: en('Original recording (archive copy)'),
            format: item.original.mime,
          },
        ],
        annotations: m.layers.map((layer) => layerPage(base, item, layer)),
      },
    ],
    structures: structures(base, item, duration, m),
  };
}

function homepage(id: string, label: string) {
  return { id, type: 'Text', label: none(label), format: 'text/html' };
}
