import type { ArtistSummary } from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { imageUrl } from '../../lib/images.js';
import type { CurrentUser } from '../../plugins/access.js';
import type { Services } from '../../plugins/core.js';
import { artistsRepository as repo } from '../../repositories/artists.repository.js';
import type { ArtistProfileRow } from '../../repositories/rows.js';
import { songsRepository } from '../../repositories/songs.repository.js';

const toArtist = (r: { profile: ArtistProfileRow; songCount: number }): ArtistSummary => ({
  id: r.profile.id,
  userId: r.profile.userId,
  displayName: r.profile.displayName,
  bio: r.profile.bio,
  genre: r.profile.genre,
  avatarUrl: imageUrl(r.profile.avatarKey, 'md'),
  contactEmail: r.profile.contactEmail,
  songCount: r.songCount,
});

export type ArtistsService = ReturnType<typeof createArtistsService>;

/** Artists as the public sees them; their songs and albums come from those modules' services. */
export function createArtistsService(db: Db, services: Services) {
  return {
    async list(query: { q?: string; page: number; limit: number }) {
      const { rows, total } = await repo.list(db, {
        q: query.q || undefined,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return { artists: rows.map(toArtist), total, page: query.page, limit: query.limit };
    },

    /** One artist with their published songs and albums. */
    async getOne(id: string, viewer: CurrentUser | null) {
      const row = await repo.find(db, id);
      if (!row) throw new AppError('ARTIST_NOT_FOUND', 404);
      const [songViews, albumList] = await Promise.all([
        songsRepository.listPublicByOwner(db, row.profile.userId, viewer),
        services.albums.publicByOwner(row.profile.userId),
      ]);
      return { artist: toArtist(row), songs: await services.songs.present(songViews, viewer), albums: albumList };
    },
  };
}
