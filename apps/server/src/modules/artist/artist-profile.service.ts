import { type ArtistProfile, type ArtistProfilePatch, SUCCESS_MESSAGES } from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { imageUrl } from '../../lib/images.js';
import type { ReceivedForm } from '../../lib/multipart.js';
import { saveImage } from '../../lib/staged-media.js';
import type { Storage } from '../../lib/storage.js';
import type { CurrentUser } from '../../plugins/access.js';
import { artistsRepository } from '../../repositories/artists.repository.js';
import type { ArtistProfileRow } from '../../repositories/rows.js';

const toProfile = (r: ArtistProfileRow): ArtistProfile => ({
  id: r.id,
  userId: r.userId,
  displayName: r.displayName,
  bio: r.bio,
  genre: r.genre,
  avatarUrl: imageUrl(r.avatarKey, 'md'),
  contactEmail: r.contactEmail,
  updatedAt: r.updatedAt.toISOString(),
});

export type ArtistProfileService = ReturnType<typeof createArtistProfileService>;

/** The artist area: their public profile and avatar. Another artist's row is a 404 (admins act on their own rows here too). */
export function createArtistProfileService(db: Db, storage: Storage) {
  async function ownProfile(user: CurrentUser): Promise<ArtistProfileRow> {
    const row = await artistsRepository.findByUser(db, user.id);
    if (!row) throw new AppError('PROFILE_NOT_FOUND', 404);
    return row;
  }
  return {
    // ------------------------------------------------------------ profile
    async profile(user: CurrentUser) {
      return { profile: toProfile(await ownProfile(user)) };
    },

    async updateProfile(user: CurrentUser, patch: ArtistProfilePatch) {
      await ownProfile(user);
      const row = await artistsRepository.update(db, user.id, {
        ...(patch.displayName !== undefined ? { displayName: patch.displayName } : {}),
        ...(patch.bio !== undefined ? { bio: patch.bio } : {}),
        ...(patch.genre !== undefined ? { genre: patch.genre } : {}),
        ...(patch.contactEmail !== undefined ? { contactEmail: patch.contactEmail || null } : {}),
      });
      return { message: SUCCESS_MESSAGES.PROFILE_UPDATED, profile: toProfile(row as ArtistProfileRow) };
    },

    async replaceAvatar(user: CurrentUser, form: ReceivedForm) {
      await ownProfile(user);
      const row = await saveImage(storage, form.files.avatar?.path, 'avatars', (image) =>
        artistsRepository.update(db, user.id, { avatarKey: image.key }),
      );
      return { message: SUCCESS_MESSAGES.PROFILE_UPDATED, profile: toProfile(row as ArtistProfileRow) };
    },
  };
}
