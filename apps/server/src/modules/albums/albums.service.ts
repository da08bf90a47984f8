import type { Album, AlbumSummary, GenreFilter } from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { toAlbumSummary } from '../../mappers/albums.mapper.js';
import { toSong } from '../../mappers/songs.mapper.js';
import type { CurrentUser } from '../../plugins/access.js';
import { type AlbumView, albumsRepository as repo } from '../../repositories/albums.repository.js';
import { type SongView, songsRepository } from '../../repositories/songs.repository.js';

export type AlbumsService = ReturnType<typeof createAlbumsService>;

export function createAlbumsService(db: Db) {
  /** Albums with their songs, in two queries whatever the number of albums. */
  async function withSongs(views: AlbumView[], publicOnly: boolean): Promise<Album[]> {
    const songs = await songsRepository.listByAlbums(
      db,
      views.map((v) => v.album.id),
      publicOnly,
    );
    const byAlbum = new Map<string, SongView[]>();
    for (const s of songs) {
      const list = byAlbum.get(s.song.albumId as string) ?? [];
      list.push(s);
      byAlbum.set(s.song.albumId as string, list);
    }
    return views.map((v) => ({
      ...toAlbumSummary(v),
      songs: (byAlbum.get(v.album.id) ?? []).map((s) => toSong(s)),
    }));
  }

  return {
    async listPublic(query: { genre?: GenreFilter; q?: string; page: number; limit: number }) {
      const { rows, total } = await repo.listPublic(db, {
        genre: query.genre === 'All' ? undefined : query.genre,
        q: query.q || undefined,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return { albums: rows.map(toAlbumSummary), total, page: query.page, limit: query.limit };
    },

    /** A public album: one with at least one published song, shown with those songs only. */
    async getPublic(id: string): Promise<Album> {
      const v = await repo.findView(db, id, true);
      if (!v || v.songCount === 0) throw new AppError('ALBUM_NOT_FOUND', 404);
      const [album] = await withSongs([v], true);
      return album as Album;
    },

    async publicByOwner(ownerId: string): Promise<AlbumSummary[]> {
      const { rows } = await repo.listPublic(db, { ownerId, limit: 100, offset: 0 });
      return rows.map(toAlbumSummary);
    },

    /** GET /artist/albums: the caller's albums, each with its songs that are not removed. */
    async artistAlbums(user: CurrentUser): Promise<Album[]> {
      return withSongs(await repo.listByOwner(db, user.id), false);
    },

    /** GET /artist/album/:id: the caller's album (another artist's is a 404; admins see any). */
    async artistAlbum(user: CurrentUser, id: string): Promise<Album> {
      const v = await repo.findView(db, id, false);
      if (!v || (user.role !== 'admin' && v.album.ownerId !== user.id)) throw new AppError('ALBUM_NOT_FOUND', 404);
      const [album] = await withSongs([v], false);
      return album as Album;
    },
  };
}
