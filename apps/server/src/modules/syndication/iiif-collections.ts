import { IIIF_PRESENTATION_CONTEXT, SITE_NAME } from '@nupe/shared';
import { imageUrl } from '../../lib/images.js';
import type { OpenItemRow } from '../../repositories/open-items.repository.js';
import { iiifPaths } from './iiif-manifest.js';

/** IIIF Presentation 3 Collections: every collection of open items, and one collection's items. */

type CollectionRow = { id: string; title: string; description: string };

const none = (text: string) => ({ none: [text] });

const provider = (base: string) => [
  {
    id: base,
    type: 'Agent',
    label: none(SITE_NAME),
    homepage: [{ id: base, type: 'Text', label: none(SITE_NAME), format: 'text/html' }],
  },
];

/** One collection: a reference to the Manifest of each open item in it. */
export function buildCollection(base: string, collection: CollectionRow, items: OpenItemRow[]) {
  return {
    '@context': IIIF_PRESENTATION_CONTEXT,
    id: iiifPaths.collection(base, collection.id),
    type: 'Collection',
    label: none(collection.title),
    ...(collection.description ? { summary: none(collection.description) } : {}),
    provider: provider(base),
    homepage: [
      {
        id: `${base}/listen/archive?collection=${collection.id}`,
        type: 'Text',
        label: none(collection.title),
        format: 'text/html',
      },
    ],
    items: items.map((item) => {
      const cover = imageUrl(item.coverKey, 'sm');
      return {
        id: iiifPaths.manifest(base, item.id),
        type: 'Manifest',
        label: none(item.title),
        ...(cover ? { thumbnail: [{ id: `${base}${cover}`, type: 'Image', format: 'image/webp' }] } : {}),
      };
    }),
  };
}

/** The top Collection: every collection that holds at least one open item. */
export function buildCollections(base: string, collections: CollectionRow[]) {
  return {
    '@context': IIIF_PRESENTATION_CONTEXT,
    id: iiifPaths.collections(base),
    type: 'Collection',
    label: { en: [`${SITE_NAME} collections`] },
    provider: provider(base),
    items: collections.map((c) => ({ id: iiifPaths.collection(base, c.id), type: 'Collection', label: none(c.title) })),
  };
}
