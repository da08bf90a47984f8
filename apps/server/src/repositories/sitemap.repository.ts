import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { songs } from '../db/schema/index.js';
import { isPublic } from './songs.repository.js';

/** Sitemaps hold at most 50 000 addresses; the newest public songs first. */
const SITEMAP_MAX_SONGS = 45_000;

export const sitemapRepository = {
  listPublicSongs(db: DbOrTx) {
    return db
      .select({ id: songs.id, updatedAt: songs.updatedAt })
      .from(songs)
      .where(isPublic)
      .orderBy(desc(songs.updatedAt))
      .limit(SITEMAP_MAX_SONGS);
  },
};
