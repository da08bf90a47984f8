import type { CurrentUser } from '../../../plugins/access.js';
import type { SubParams } from '../subsonic-auth.js';
import { albumChild } from '../subsonic-nodes.js';
import { int } from '../subsonic-params.js';
import type { SearchPages } from '../subsonic-search.service.js';
import type { Section } from './section.js';

/** Searching: search2 (Artist and directory-style albums) and search3 (ID3: ArtistID3, AlbumID3). */
export const searchingSection: Section = ({ subsonic }) => {
  /** Each kind's count, then its offset (read only when that kind is asked for). */
  function pagesOf(q: SubParams): SearchPages {
    const count = {
      artist: int(q.artistCount, 20, 10_000),
      album: int(q.albumCount, 20, 10_000),
      song: int(q.songCount, 20, 10_000),
    };
    const page = (n: number, offset: string | undefined) => ({ count: n, offset: n ? int(offset, 0, 10_000_000) : 0 });
    const artist = page(count.artist, q.artistOffset);
    const album = page(count.album, q.albumOffset);
    return { artist, album, song: page(count.song, q.songOffset) };
  }
  const search = (q: SubParams, user: CurrentUser) => subsonic.search.find(user, q.query, pagesOf(q));

  return {
    search2: async ({ q, user }) => {
      const r = await search(q, user);
      return {
        searchResult2: {
          artist: r.artist.map((a) => ({ id: a.id, name: a.name })),
          album: r.album.map(albumChild),
          song: r.song,
        },
      };
    },
    search3: async ({ q, user }) => ({ searchResult3: await search(q, user) }),
  };
};
