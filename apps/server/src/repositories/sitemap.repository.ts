import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { songs } from '../db/schema/index.js';
import { songScope } from './song-scopes.js';

/** Sitemaps hold at most 50 000 addresses; the newest public songs first. */
const SITEMAP_MAX_SONGS = 45_000;

export const sitemapRepository = {
  listPublicSongs(db: DbOrTx) {
    return db
      .select({ id: songs.id, updatedAt: songs.updatedAt })
      .from(songs)
      .where(songScope.listedFor(null))
      .orderBy(desc(songs.updatedAt))
      .limit(SITEMAP_MAX_SONGS);
  },
};
