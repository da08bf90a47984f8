import {
  type Album,
  AlbumCreateFieldsSchema,
  type AlbumMessageResponse,
  type AlbumPatch,
  type AlbumSummary,
  type GenreFilter,
  SUCCESS_MESSAGES,
} from '@nupe/shared';

/** An album's id that matches no row: a new album's title may not be any existing one's. */
const NO_ID = '00000000-0000-0000-0000-000000000000';

import type { Db } from '../../db/client.js';
import { AppError, validationFailed } from '../../lib/app-error.js';
import type { AppEvents } from '../../lib/events.js';
import type { ReceivedForm } from '../../lib/multipart.js';
import { saveImage } from '../../lib/staged-media.js';
import type { Storage } from '../../lib/storage.js';
import { toAlbumSummary } from '../../mappers/albums.mapper.js';
import { toSong } from '../../mappers/songs.mapper.js';
import type { CurrentUser } from '../../plugins/access.js';
import { type AlbumView, albumsRepository as repo } from '../../repositories/albums.repository.js';
import { type SongView, songsRepository } from '../../repositories/songs.repository.js';

export type AlbumsService = ReturnType<typeof createAlbumsService>;

/** Albums: the public catalogue's, and an artist's own (read, create, rename, new cover). */
export function createAlbumsService(db: Db, storage: Storage, events: AppEvents) {
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

    async createAlbum(user: CurrentUser, form: ReceivedForm): Promise<AlbumMessageResponse> {
      const parsed = AlbumCreateFieldsSchema.safeParse(form.fields);
      if (!parsed.success) throw validationFailed(parsed.error);
      const input = parsed.data;
      // Checked before the cover is stored, so a refused album leaves no file behind.
      if (await repo.titleTaken(db, user.id, input.title, NO_ID)) {
        throw new AppError('ALBUM_TITLE_TAKEN', 409);
      }
      const insert = (coverKey: string | null) =>
        repo.insert(db, {
          ownerId: user.id,
          title: input.title,
          genre: input.genre,
          releaseDate: input.releaseDate,
          coverKey,
        });
      const cover = form.files.cover?.path;
      const created = cover
        ? await saveImage(storage, cover, 'covers', (image) => insert(image.key))
        : await insert(null);
      if (!created) throw new AppError('ALBUM_TITLE_TAKEN', 409);
      return { message: SUCCESS_MESSAGES.ALBUM_CREATED, album: await this.artistAlbum(user, created.id) };
    },

    async updateAlbum(user: CurrentUser, id: string, patch: AlbumPatch): Promise<AlbumMessageResponse> {
      const album = await repo.findOwned(db, id, user.id);
      if (!album) throw new AppError('ALBUM_NOT_FOUND', 404);
      if (patch.title && (await repo.titleTaken(db, user.id, patch.title, id))) {
        throw new AppError('ALBUM_TITLE_TAKEN', 409);
      }
      await repo.update(db, id, patch);
      // Its songs carry the album's title in the public lists.
      events.catalogueChanged();
      return { message: SUCCESS_MESSAGES.ALBUM_UPDATED, album: await this.artistAlbum(user, id) };
    },

    async replaceAlbumCover(user: CurrentUser, id: string, form: ReceivedForm): Promise<AlbumMessageResponse> {
      const album = await repo.findOwned(db, id, user.id);
      if (!album) throw new AppError('ALBUM_NOT_FOUND', 404);
      await saveImage(storage, form.files.cover?.path, 'covers', (image) =>
        repo.update(db, id, { coverKey: image.key }),
      );
      return { message: SUCCESS_MESSAGES.ALBUM_UPDATED, album: await this.artistAlbum(user, id) };
    },
  };
}
