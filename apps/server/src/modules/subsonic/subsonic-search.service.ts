import type { Db } from '../../db/client.js';
import type { CurrentUser } from '../../plugins/access.js';
import { catalogueRepository } from '../../repositories/catalogue.repository.js';
import type { SubsonicCore } from './subsonic-core.service.js';
import { albumNode, artistNode } from './subsonic-nodes.js';

/** How many of each kind to answer, and from where (a count of 0 asks nothing of the database). */
export type SearchPages = Record<'artist' | 'album' | 'song', { count: number; offset: number }>;

/**
 * search2 and search3: artists, albums and songs whose words match the query, for one caller.
 * An empty query (or "") lists everything, paged: how Symfonium syncs a whole library, with
 * artistCount=0 and albumCount=0.
 */
export function createSubsonicSearch(db: Db, core: SubsonicCore) {
  return {
    async find(user: CurrentUser, text: string | undefined, pages: SearchPages) {
      const query = (text ?? '').replace(/^"+|"+$/g, '').trim();
      const { artist, album, song } = pages;
      const [artists, albums, ids] = await Promise.all([
        artist.count ? catalogueRepository.artists(db, user, query, artist.count, artist.offset) : [],
        album.count
          ? catalogueRepository.albums(db, user, { q: query }, 'alphabeticalByName', album.count, album.offset)
          : [],
        song.count ? catalogueRepository.songIds(db, user, { q: query }, song.count, song.offset) : [],
      ]);
      return {
        artist: artists.map(artistNode),
        album: albums.map(albumNode),
        song: await core.children(ids, user),
      };
    },
  };
}

export type SubsonicSearch = ReturnType<typeof createSubsonicSearch>;
