import { FEED_MAX_EPISODES, SITE_NAME } from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { artistsRepository } from '../../repositories/artists.repository.js';
import { openItemsRepository as repo, type SeriesFilter } from '../../repositories/open-items.repository.js';
import { buildFeed, buildOpml, type FeedChannel } from './podcast-rss.js';
import type { SectionsReader } from './sections.js';

export type FeedsService = ReturnType<typeof createFeedsService>;

export const feedPaths = {
  collection: (base: string, id: string) => `${base}/feeds/collections/${id}.rss`,
  artist: (base: string, id: string) => `${base}/feeds/artists/${id}.rss`,
  collectionPage: (base: string, id: string) => `${base}/listen/archive?collection=${id}`,
  artistPage: (base: string, id: string) => `${base}/listen/artist/${id}`,
};

/**
 * Podcast feeds of series — a collection, an artist — carrying only items open to anyone on any
 * day that have an MP3 to send. Read afresh on each request, so a withdrawn or restricted item
 * is gone from the next fetch; the newest FEED_MAX_EPISODES items at most.
 */
export function createFeedsService(db: Db, sections: SectionsReader) {
  async function feed(channel: FeedChannel, series: SeriesFilter) {
    const items = await repo.series(db, series, { mp3Only: true, limit: FEED_MAX_EPISODES });
    const ids = items.map((item) => item.id);
    const [layerRows, sectionsOf] = await Promise.all([repo.layerLanguages(db, ids), sections(ids)]);
    const layers = new Map<string, { language: string; kind: string }[]>();
    for (const row of layerRows) layers.set(row.songId, [...(layers.get(row.songId) ?? []), row]);
    const chaptered = new Set([...sectionsOf].filter(([, list]) => list.length > 0).map(([id]) => id));
    return buildFeed(channel, { items, layers, chaptered });
  }

  return {
    async collection(base: string, collectionId: string) {
      const c = await repo.collection(db, collectionId);
      if (!c) throw notFound('COLLECTION_NOT_FOUND');
      const channel: FeedChannel = {
        base,
        selfUrl: feedPaths.collection(base, c.id),
        link: feedPaths.collectionPage(base, c.id),
        title: c.title,
        description: c.description || `${c.title}: recordings from the ${SITE_NAME} archive.`,
        author: SITE_NAME,
        category: 'Society & Culture',
      };
      return feed(channel, { collectionId: c.id });
    },

    async artist(base: string, artistId: string) {
      const row = await artistsRepository.find(db, artistId);
      if (!row) throw notFound('ARTIST_NOT_FOUND');
      const a = row.profile;
      const channel: FeedChannel = {
        base,
        selfUrl: feedPaths.artist(base, a.id),
        link: feedPaths.artistPage(base, a.id),
        title: a.displayName,
        description: a.bio || `Recordings by ${a.displayName} on ${SITE_NAME}.`,
        author: a.displayName,
        category: 'Music',
      };
      return feed(channel, { ownerId: a.userId });
    },

    /** Every feed that has at least one episode. */
    async opml(base: string) {
      const [collections, artists] = await Promise.all([
        repo.collectionsWithOpenItems(db, { mp3Only: true }),
        repo.artistsWithEpisodes(db),
      ]);
      return buildOpml(base, [
        {
          title: 'Collections',
          feeds: collections.map((c) => ({
            title: c.title,
            xmlUrl: feedPaths.collection(base, c.id),
            htmlUrl: feedPaths.collectionPage(base, c.id),
          })),
        },
        {
          title: 'Artists',
          feeds: artists.map((a) => ({
            title: a.displayName,
            xmlUrl: feedPaths.artist(base, a.id),
            htmlUrl: feedPaths.artistPage(base, a.id),
          })),
        },
      ]);
    },
  };
}
