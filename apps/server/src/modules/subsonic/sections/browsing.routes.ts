import { SITE_NAME } from '@nupe/shared';
import { albumChild } from '../subsonic-nodes.js';
import { need } from '../subsonic-params.js';
import { SUB_ERRORS, SubsonicError } from '../subsonic-response.js';
import type { Section } from './section.js';

/**
 * Browsing: one music folder (the archive), artists by index, an artist's albums, an album's
 * songs, one song, directories (an artist's albums, an album's songs) and genres. Artist and
 * album information, similar and top songs are not kept: their elements are answered empty.
 */
const NOT_KEPT: Record<string, string> = {
  getSimilarSongs: 'similarSongs',
  getSimilarSongs2: 'similarSongs2',
  getTopSongs: 'topSongs',
  getArtistInfo: 'artistInfo',
  getArtistInfo2: 'artistInfo2',
  getAlbumInfo: 'albumInfo',
  getAlbumInfo2: 'albumInfo',
};

export const browsingSection: Section = ({ subsonic }) => ({
  getMusicFolders: async () => ({ musicFolders: { musicFolder: [{ id: 1, name: SITE_NAME }] } }),
  getIndexes: async ({ user }) => ({
    indexes: {
      lastModified: (await subsonic.catalogue.lastModified(user)).getTime(),
      ignoredArticles: '',
      index: await subsonic.catalogue.artistIndex(user, false),
    },
  }),
  getArtists: async ({ user }) => ({
    artists: { ignoredArticles: '', index: await subsonic.catalogue.artistIndex(user, true) },
  }),
  getArtist: async ({ q, user }) => {
    const id = need(q, 'id');
    const { credit, albums } = await subsonic.catalogue.artistAlbums(id, user);
    return { artist: { id, name: credit, albumCount: albums.length, album: albums } };
  },
  getAlbum: async ({ q, user }) => {
    const { album, songs } = await subsonic.catalogue.albumWithSongs(need(q, 'id'), user);
    return { album: { ...album, song: songs } };
  },
  getSong: async ({ q, user }) => {
    const [song] = await subsonic.children([await subsonic.visible(need(q, 'id'), user)], user);
    if (!song) throw new SubsonicError(SUB_ERRORS.notFound, 'Song not found.');
    return { song };
  },
  getMusicDirectory: async ({ q, user }) => {
    const id = need(q, 'id');
    if (id.startsWith('ar-')) {
      const { credit, albums } = await subsonic.catalogue.artistAlbums(id, user);
      return { directory: { id, name: credit, child: albums.map(albumChild) } };
    }
    const { album, songs } = await subsonic.catalogue.albumWithSongs(id, user);
    return { directory: { id, parent: album.artistId as string, name: album.name as string, child: songs } };
  },
  getGenres: async ({ user }) => ({ genres: { genre: await subsonic.catalogue.genres(user) } }),
  ...Object.fromEntries(Object.entries(NOT_KEPT).map(([method, element]) => [method, async () => ({ [element]: {} })])),
});
