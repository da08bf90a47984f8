import type { ArtistApplicationBody, ArtistRequest, Genre, MyArtistApplicationResponse } from '@nupe/shared';
import { SUCCESS_MESSAGES } from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { AppEvents } from '../../lib/events.js';
import { imageUrl } from '../../lib/images.js';
import { saveImage } from '../../lib/staged-media.js';
import type { Storage } from '../../lib/storage.js';
import type { CurrentUser } from '../../plugins/access.js';
import { artistApplicationsRepository as repo } from '../../repositories/artist-applications.repository.js';
import { auditRepository } from '../../repositories/audit.repository.js';
import type { ArtistApplicationRow } from '../../repositories/rows.js';
import { usersRepository } from '../../repositories/users.repository.js';

export const toArtistRequest = (row: ArtistApplicationRow): ArtistRequest => ({
  id: row.id,
  userId: row.userId,
  displayName: row.displayName,
  email: row.email,
  avatarUrl: imageUrl(row.avatarKey, 'md'),
  genre: row.genre,
  bio: row.bio,
  createdAt: row.createdAt.toISOString(),
});

export type ArtistApplicationsService = ReturnType<typeof createArtistApplicationsService>;

export function createArtistApplicationsService(db: Db, storage: Storage, events: AppEvents) {
  return {
    async apply(user: CurrentUser, body: ArtistApplicationBody) {
      if (user.role === 'artist') throw new AppError('ALREADY_ARTIST', 409);
      try {
        const row = await repo.insert(db, { userId: user.id, ...body });
        return {
          message: SUCCESS_MESSAGES.APPLICATION_SENT,
          application: { ...toArtistRequest(row), status: row.status },
        };
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('APPLICATION_EXISTS', 409);
        throw err;
      }
    },

    /** The user's latest application, with the admin's reason once it is decided. */
    async mine(user: CurrentUser): Promise<MyArtistApplicationResponse> {
      const row = await repo.latestForUser(db, user.id);
      if (!row) return { application: null };
      return {
        application: {
          id: row.id,
          status: row.status,
          displayName: row.displayName,
          email: row.email,
          genre: row.genre as Genre,
          bio: row.bio,
          avatarUrl: imageUrl(row.avatarKey, 'md'),
          createdAt: row.createdAt.toISOString(),
          reason: row.status === 'rejected' ? row.decisionReason : null,
          decidedAt: row.decidedAt?.toISOString() ?? null,
        },
      };
    },

    async setAvatar(user: CurrentUser, tempFile: string) {
      const application = await repo.latestForUser(db, user.id);
      if (application?.status !== 'pending') throw new AppError('APPLICATION_NOT_FOUND', 404);
      const key = await saveImage(storage, tempFile, 'avatars', async (image) => {
        await repo.setAvatar(db, application.id, image.key);
        return image.key;
      });
      return { avatarUrl: imageUrl(key, 'md') };
    },

    async listPending(): Promise<ArtistRequest[]> {
      return (await repo.listPending(db)).map(toArtistRequest);
    },

    /** Approval makes the applicant an artist with a public profile, in one transaction. */
    async approve(admin: CurrentUser, userId: string) {
      await db.transaction(async (tx) => {
        const application = await repo.findPending(tx, userId);
        if (!application) throw new AppError('APPLICATION_NOT_FOUND', 404);
        const decided = await repo.decide(tx, application.id, { status: 'approved', decidedBy: admin.id });
        if (!decided) throw new AppError('APPLICATION_NOT_FOUND', 404);
        const applicant = await usersRepository.findById(tx, application.userId);
        // Staff and admins who apply keep their wider role; listeners become artists.
        if (applicant?.role === 'listener') await usersRepository.update(tx, applicant.id, { role: 'artist' });
        await repo.upsertProfile(tx, decided);
        await auditRepository.record(tx, admin, {
          action: 'artist.approve',
          targetType: 'user',
          targetId: application.userId,
          targetLabel: application.displayName,
          details: { applicationId: application.id, genre: application.genre },
        });
      });
      // The artist's songs, if they have any, now name their public profile.
      events.catalogueChanged();
      return { message: SUCCESS_MESSAGES.ARTIST_APPROVED };
    },

    /** A rejection with the reason the applicant will read; without one (the API allows it) they read none. */
    async reject(admin: CurrentUser, userId: string, reason: string | undefined) {
      await db.transaction(async (tx) => {
        const application = await repo.findPending(tx, userId);
        if (!application) throw new AppError('APPLICATION_NOT_FOUND', 404);
        const decided = await repo.decide(tx, application.id, {
          status: 'rejected',
          decidedBy: admin.id,
          reason,
        });
        if (!decided) throw new AppError('APPLICATION_NOT_FOUND', 404);
        await auditRepository.record(tx, admin, {
          action: 'artist.reject',
          targetType: 'user',
          targetId: application.userId,
          targetLabel: application.displayName,
          details: { applicationId: application.id, reason: reason ?? null },
        });
      });
      return { message: SUCCESS_MESSAGES.ARTIST_REJECTED };
    },
  };
}
