import { SITE_NAME } from '@nupe/shared';
import type { AppConfig } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type BagScope, bagsRepository } from '../../repositories/bags.repository.js';

/** Where bags say they come from: the public address (the item pages) and our name. */
export type BagContext = { siteUrl: string; organization: string };

export const bagContext = (config: Pick<AppConfig, 'publicUrl' | 'port'>): BagContext => ({
  siteUrl: config.publicUrl ?? `http://localhost:${config.port}`,
  organization: SITE_NAME,
});

/** A bag about to be written: its items, and what bag-info.txt says of it. */
export type BagPlan = { ids: string[]; identifier: string; description: string; name: string };

/** Choosing the items: those of a scope (one item, a collection, the whole archive); an empty scope is refused. */
export async function planBag(db: Db, ctx: BagContext, scope: BagScope): Promise<BagPlan> {
  const ids = await bagsRepository.songIds(db, scope);
  let identifier: string;
  let description: string;
  let name: string;
  if ('song' in scope) {
    identifier = `${ctx.siteUrl}/song/${scope.song}`;
    description = 'One recording of the Nupe Music archive.';
    name = `nupe-song-${scope.song}`;
  } else if ('collection' in scope) {
    const collection = await bagsRepository.collection(db, scope.collection);
    if (!collection) throw new AppError('COLLECTION_NOT_FOUND', 404);
    identifier = `${ctx.siteUrl}/listen/archive?collection=${collection.id}`;
    description = `The collection “${collection.title}” of the Nupe Music archive (${ids.length} items).`;
    name = `nupe-collection-${collection.id}`;
  } else {
    identifier = `${ctx.siteUrl}/`;
    description = `The Nupe Music archive (${ids.length} items).`;
    name = `nupe-archive-${new Date().toISOString().slice(0, 10)}`;
  }
  if (ids.length === 0) throw new AppError('SONG_NOT_FOUND', 404);
  return { ids, identifier, description, name };
}
