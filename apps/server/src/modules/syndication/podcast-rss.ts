import { createHash } from 'node:crypto';
import { accessLabel, SITE_NAME } from '@nupe/shared';
import { xmlAttrs, xmlElement } from '../../lib/xml.js';
import { audioUrl } from '../../mappers/songs.mapper.js';
import { renditionUrl } from '../../media/media-urls.js';
import type { OpenItemRow } from '../../repositories/open-items.repository.js';
import { itemDuration } from './iiif-manifest.js';

/**
 * A podcast feed of a series: RSS 2.0 with the iTunes tags and the Podcasting 2.0 namespace
 * (podcastindex.org/namespace/1.0). Built from plain rows; the caller picks the episodes.
 */

const NAMESPACES = {
  version: '2.0',
  'xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  'xmlns:podcast': 'https://podcastindex.org/namespace/1.0',
  'xmlns:atom': 'http://www.w3.org/2005/Atom',
};

/** The Podcasting 2.0 namespace UUID for `podcast:guid` (UUIDv5 of the feed address). */
const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/**
 * `podcast:guid`: a UUIDv5 (RFC 4122 section 4.3, SHA-1) of the feed's address without its scheme
 * and trailing slashes, as the namespace asks, so any app derives the same guid from the address.
 */
export function podcastGuid(feedUrl: string): string {
  const name = feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');
  const hash = createHash('sha1')
    .update(Buffer.from(PODCAST_GUID_NAMESPACE.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = ((hash[6] as number) & 0x0f) | 0x50;
  hash[8] = ((hash[8] as number) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type FeedChannel = {
  base: string;
  /** The feed's own address (atom:link rel=self, podcast:guid). */
  selfUrl: string;
  /** The series' page on the site. */
  link: string;
  title: string;
  description: string;
  author: string;
  category: 'Music' | 'Society & Culture';
};

export type FeedEpisodes = {
  items: OpenItemRow[];
  /** Each item's layers (language, kind), for `podcast:transcript`. */
  layers: Map<string, { language: string; kind: string }[]>;
  /** Items that have sections, for `podcast:chapters`. */
  chaptered: Set<string>;
};

/** The MP3 a podcast app downloads: the standard rendition, else an original that is an MP3. */
export function enclosureOf(item: OpenItemRow) {
  if (item.mp3Key) return { url: renditionUrl(item.mp3Key) as string, length: item.mp3Size ?? 0 };
  return { url: audioUrl(item.original.key), length: item.original.sizeBytes };
}

/** A cover as JPEG (podcast apps read JPEG or PNG, not WebP): the cover's link-preview copy. */
const coverJpeg = (base: string, coverKey: string | null) =>
  coverKey ? `${base}/api/media/images/${coverKey}/og.jpg` : null;

/** The language most episodes are described in (RSS names one); null when none is known. */
function mainLanguage(items: OpenItemRow[]): string | null {
  const counts = new Map<string, number>();
  for (const item of items) {
    const first = item.description?.languages[0];
    if (first) counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
}

/** The episode's notes: its description, then how the community asks it to be treated. */
function notes(item: OpenItemRow): string {
  const labels = item.accessLabels.map((code) => {
    const label = accessLabel(code);
    return `${label.name}: ${label.text}`;
  });
  const text = item.description?.description ?? `${item.title} — ${item.artistCredit}`;
  return [text, ...labels].join('\n\n');
}

function episode(base: string, item: OpenItemRow, episodes: FeedEpisodes): string {
  const page = `${base}/song/${item.id}`;
  const enclosure = enclosureOf(item);
  const duration = itemDuration(item);
  const cover = coverJpeg(base, item.coverKey);
  const d = item.description;
  const place = d?.place;
  const parts = [
    xmlElement('title', item.title),
    xmlElement('link', page),
    xmlElement('guid', page, { isPermaLink: 'true' }),
    xmlElement('description', notes(item)),
    item.publishedAt ? xmlElement('pubDate', item.publishedAt.toUTCString()) : '',
    `<enclosure${xmlAttrs({ url: `${base}${enclosure.url}`, length: enclosure.length, type: 'audio/mpeg' })}/>`,
    xmlElement('itunes:author', item.artistCredit),
    duration !== null ? xmlElement('itunes:duration', Math.round(duration)) : '',
    cover ? `<itunes:image${xmlAttrs({ href: cover })}/>` : '',
    xmlElement('itunes:explicit', 'false'),
    ...(episodes.layers.get(item.id) ?? []).map(
      (layer) =>
        `<podcast:transcript${xmlAttrs({
          url: `${base}/api/songs/${item.id}/transcripts/${layer.language}.vtt`,
          type: 'text/vtt',
          language: layer.language,
        })}/>`,
    ),
    episodes.chaptered.has(item.id)
      ? `<podcast:chapters${xmlAttrs({ url: `${base}/api/songs/${item.id}/chapters.json`, type: 'application/json+chapters' })}/>`
      : '',
    ...(d?.contributors ?? []).map((c) => xmlElement('podcast:person', c.name, { role: c.role })),
    place
      ? xmlElement(
          'podcast:location',
          [place.name, place.region, place.country].filter(Boolean).join(', ').slice(0, 128),
          {
            geo: place.lat != null && place.lon != null ? `geo:${place.lat},${place.lon}` : null,
          },
        )
      : '',
    d?.rights ? xmlElement('podcast:license', d.rights, { url: page }) : '',
  ];
  return `<item>${parts.join('')}</item>`;
}

export function buildFeed(channel: FeedChannel, episodes: FeedEpisodes): string {
  const { base } = channel;
  const withCover = episodes.items.find((item) => item.coverKey);
  const image = withCover ? coverJpeg(base, withCover.coverKey) : null;
  const language = mainLanguage(episodes.items);
  const newest = episodes.items[0]?.publishedAt;
  const head = [
    xmlElement('title', channel.title),
    xmlElement('link', channel.link),
    xmlElement('description', channel.description),
    language ? xmlElement('language', language) : '',
    xmlElement('generator', SITE_NAME),
    newest ? xmlElement('lastBuildDate', newest.toUTCString()) : '',
    `<atom:link${xmlAttrs({ href: channel.selfUrl, rel: 'self', type: 'application/rss+xml' })}/>`,
    image
      ? `<image>${xmlElement('url', image)}${xmlElement('title', channel.title)}${xmlElement('link', channel.link)}</image>`
      : '',
    xmlElement('itunes:author', channel.author),
    image ? `<itunes:image${xmlAttrs({ href: image })}/>` : '',
    `<itunes:category${xmlAttrs({ text: channel.category })}/>`,
    xmlElement('itunes:explicit', 'false'),
    xmlElement('itunes:type', 'episodic'),
    xmlElement('podcast:guid', podcastGuid(channel.selfUrl)),
  ];
  const items = episodes.items.map((item) => episode(base, item, episodes));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss${xmlAttrs(NAMESPACES)}><channel>${head.join('')}${items.join('')}</channel></rss>\n`;
}

/** OPML 2.0: every feed, by kind, for a podcast app to subscribe to all at once. */
export function buildOpml(
  base: string,
  groups: { title: string; feeds: { title: string; xmlUrl: string; htmlUrl: string }[] }[],
): string {
  const body = groups
    .filter((g) => g.feeds.length > 0)
    .map(
      (g) =>
        `<outline${xmlAttrs({ text: g.title })}>${g.feeds
          .map(
            (f) =>
              `<outline${xmlAttrs({ type: 'rss', text: f.title, title: f.title, xmlUrl: f.xmlUrl, htmlUrl: f.htmlUrl })}/>`,
          )
          .join('')}</outline>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0"><head>${xmlElement('title', `${SITE_NAME} podcasts`)}${xmlElement('ownerId', `${base}/contact`)}</head><body>${body}</body></opml>\n`;
}
