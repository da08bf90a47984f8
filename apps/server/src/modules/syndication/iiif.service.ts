import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { searchWords } from '../../lib/search-fold.js';
import { openItemsRepository as repo } from '../../repositories/open-items.repository.js';
import { buildCollection, buildCollections } from './iiif-collections.js';
import { buildManifest, itemDuration, type Layer } from './iiif-manifest.js';
import { searchLayers } from './iiif-search.js';
import type { SectionsReader } from './sections.js';

export type IiifService = ReturnType<typeof createIiifService>;

/**
 * IIIF Presentation 3 and Content Search 2.0 of what is open to anyone on any day. Everything is
 * read afresh on each request (no cache here): an item withdrawn, restricted or put in season
 * is a 404 on the very next one. Anything else — unknown, pending, removed, restricted — is the
 * same 404, never a hint.
 */
export function createIiifService(db: Db, sections: SectionsReader) {
  /** An open item with a known duration (a Canvas needs one), else the song's 404. */
  async function openItem(songId: string) {
    const item = await repo.find(db, songId);
    if (!item || itemDuration(item) === null) throw notFound('SONG_NOT_FOUND');
    return item;
  }

  return {
    async manifest(base: string, songId: string) {
      const item = await openItem(songId);
      const [layers, proverbs, sectionsOf] = await Promise.all([
        repo.layers(db, songId),
        repo.proverbMoments(db, songId),
        sections([songId]),
      ]);
      return buildManifest({ base, item, layers: layers as Layer[], proverbs, sections: sectionsOf.get(songId) ?? [] });
    },

    /** Content Search 2.0: the cues whose words begin with every searched word. */
    async search(base: string, songId: string, q: string | undefined) {
      await openItem(songId);
      if (!q || searchWords(q).length === 0) throw new AppError('SEARCH_WORDS_REQUIRED', 400);
      return searchLayers(base, songId, q, (await repo.layers(db, songId)) as Layer[]);
    },

    async collection(base: string, collectionId: string) {
      const collection = await repo.collection(db, collectionId);
      if (!collection) throw notFound('COLLECTION_NOT_FOUND');
      const items = await repo.series(db, { collectionId }, { mp3Only: false });
      return buildCollection(
        base,
        collection,
        items.filter((item) => itemDuration(item) !== null),
      );
    },

    async collections(base: string) {
      return buildCollections(base, await repo.collectionsWithOpenItems(db, { mp3Only: false }));
    },
  };
}
