import { GENRE_LABELS, GENRES, type Genre } from '@nupe/shared';
import type { Db } from '../../db/client.js';
import type { CurrentUser } from '../../plugins/access.js';
import { type AlbumOrder, catalogueRepository } from '../../repositories/catalogue.repository.js';
import { coverAccess } from '../../repositories/song-scopes.js';
import type { SubsonicCore } from './subsonic-core.service.js';
import { albumKeyOf, artistId, creditOf } from './subsonic-ids.js';
import { albumNode, artistNode } from './subsonic-nodes.js';
import { need } from './subsonic-params.js';
import { SUB_ERRORS, type SubNode, SubsonicError } from './subsonic-response.js';

/** The first letter an index groups an artist under (A…Z, else #). */
const indexLetter = (name: string) => {
  const c = name.normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  return /[A-Z]/.test(c) ? c : '#';
};

/** Subsonic's album list types, each as the order the catalogue is read in. */
const ORDERS: Record<string, AlbumOrder> = {
  random: 'random',
  newest: 'newest',
  highest: 'frequent',
  frequent: 'frequent',
  recent: 'recent',
  alphabeticalByName: 'alphabeticalByName',
  alphabeticalByArtist: 'alphabeticalByArtist',
  starred: 'alphabeticalByName',
  byGenre: 'alphabeticalByName',
  byYear: 'newest',
};

/**
 * The catalogue as the browsing and list sections of /rest read it: artists, albums, genres,
 * songs by genre, at random or starred, a song's lyrics and its cover, all for one caller.
 */
export function createSubsonicCatalogue(db: Db, core: SubsonicCore) {
  return {
    lastModified: (user: CurrentUser) => catalogueRepository.lastModified(db, user),

    /** Artists by first letter; `id3` adds what ArtistID3 has (cover, album count), which Artist has not. */
    async artistIndex(user: CurrentUser, id3: boolean) {
      const groups = new Map<string, SubNode[]>();
      for (const a of await catalogueRepository.artists(db, user)) {
        const letter = indexLetter(a.artist);
        const list = groups.get(letter) ?? [];
        list.push(id3 ? artistNode(a) : { id: artistId(a.artist), name: a.artist });
        groups.set(letter, list);
      }
      return [...groups.entries()].map(([name, list]) => ({ name, artist: list }));
    },

    /** An artist's albums, by name; an artist with none the caller may see is "not found". */
    async artistAlbums(id: string, user: CurrentUser) {
      const credit = creditOf(id);
      const rows = await catalogueRepository.albums(db, user, { artist: credit }, 'alphabeticalByName', 10_000, 0);
      if (rows.length === 0) throw new SubsonicError(SUB_ERRORS.notFound, 'Artist not found.');
      return { credit, albums: rows.map(albumNode) };
    },

    async albumWithSongs(id: string, user: CurrentUser) {
      const key = albumKeyOf(id);
      const [album] = await catalogueRepository.albums(db, user, { key }, 'alphabeticalByName', 1, 0);
      if (!album) throw new SubsonicError(SUB_ERRORS.notFound, 'Album not found.');
      const ids = await catalogueRepository.songIds(db, user, { albumKey: key }, 10_000, 0);
      return { album: albumNode(album), songs: await core.children(ids, user) };
    },

    /** getAlbumList(2): the albums of a list type (`genre` is asked for by `byGenre` only). */
    async albumList(user: CurrentUser, o: { type: string; size: number; offset: number; genre: string | undefined }) {
      const order = ORDERS[o.type];
      if (!order) throw new SubsonicError(SUB_ERRORS.generic, `Unknown album list type: ${o.type}.`);
      const rows = await catalogueRepository.albums(
        db,
        user,
        {
          ...(o.type === 'byGenre' ? { genre: core.genreOf(need({ genre: o.genre }, 'genre')) } : {}),
          ...(o.type === 'starred' ? { starredBy: user.id } : {}),
        },
        order,
        o.size,
        o.offset,
      );
      return rows.map(albumNode);
    },

    async randomSongs(user: CurrentUser, genre: Genre | undefined, size: number) {
      const ids = await catalogueRepository.songIds(db, user, { random: true, ...(genre ? { genre } : {}) }, size, 0);
      return core.children(ids, user);
    },

    async songsByGenre(user: CurrentUser, genre: Genre, count: number, offset: number) {
      return core.children(await catalogueRepository.songIds(db, user, { genre }, count, offset), user);
    },

    async starredSongs(user: CurrentUser) {
      const ids = await catalogueRepository.songIds(db, user, { starredBy: user.id }, 10_000, 0);
      return core.children(ids, user);
    },

    /** Every genre, with how many songs and albums of it the caller may see. */
    async genres(user: CurrentUser): Promise<SubNode[]> {
      const counts = new Map((await catalogueRepository.genres(db, user)).map((g) => [g.genre, g]));
      return GENRES.map((g) => ({
        songCount: counts.get(g)?.songs ?? 0,
        albumCount: counts.get(g)?.albums ?? 0,
        value: GENRE_LABELS[g],
      }));
    },

    /** A song's transcript layers (the song already checked as visible). */
    lyrics: (songId: string) => catalogueRepository.lyrics(db, songId),

    /**
     * The storage key of a song's cover, or null: a cover follows its item, so none for a song
     * whose cover the caller may not see, whoever else shares the picture.
     */
    async coverKey(songId: string, user: CurrentUser): Promise<string | null> {
      const [view] = await catalogueRepository.coverOf(db, songId);
      if (!view?.coverKey || (await coverAccess(db, view.coverKey, user)) === 'hidden') return null;
      return view.coverKey;
    },
  };
}

export type SubsonicCatalogue = ReturnType<typeof createSubsonicCatalogue>;
