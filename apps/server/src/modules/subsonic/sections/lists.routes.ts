import type { CurrentUser } from '../../../plugins/access.js';
import type { SubParams } from '../subsonic-auth.js';
import { albumChild } from '../subsonic-nodes.js';
import { int, need } from '../subsonic-params.js';
import type { Section } from './section.js';

/** Album and song lists: albums by list type, random songs, songs of a genre, starred songs, now playing. */
export const listsSection: Section = ({ subsonic }) => {
  const albumList = (q: SubParams, user: CurrentUser) =>
    subsonic.catalogue.albumList(user, {
      type: need(q, 'type'),
      size: int(q.size, 10, 500),
      offset: int(q.offset, 0, 1_000_000),
      genre: q.genre,
    });
  const starred = async (user: CurrentUser) => ({ song: await subsonic.catalogue.starredSongs(user) });

  return {
    getAlbumList: async ({ q, user }) => ({ albumList: { album: (await albumList(q, user)).map(albumChild) } }),
    getAlbumList2: async ({ q, user }) => ({ albumList2: { album: await albumList(q, user) } }),
    getRandomSongs: async ({ q, user }) => {
      const genre = subsonic.genreOf(q.genre);
      return { randomSongs: { song: await subsonic.catalogue.randomSongs(user, genre, int(q.size, 10, 500)) } };
    },
    getSongsByGenre: async ({ q, user }) => {
      const genre = subsonic.genreOf(need(q, 'genre')) as NonNullable<ReturnType<typeof subsonic.genreOf>>;
      const song = await subsonic.catalogue.songsByGenre(
        user,
        genre,
        int(q.count, 10, 500),
        int(q.offset, 0, 10_000_000),
      );
      return { songsByGenre: { song } };
    },
    getStarred: async ({ user }) => ({ starred: await starred(user) }),
    getStarred2: async ({ user }) => ({ starred2: await starred(user) }),
    getNowPlaying: async ({ user }) => ({ nowPlaying: { entry: await subsonic.playback.nowPlaying(user) } }),
  };
};
