import {
  type ArtistEvent,
  type ArtistEventPatch,
  type ArtistEventsResponse,
  lagosDate,
  SUCCESS_MESSAGES,
} from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CurrentUser } from '../../plugins/access.js';
import { artistEventsRepository } from '../../repositories/artist-events.repository.js';
import type { ArtistEventRow } from '../../repositories/rows.js';

const toEvent = (r: ArtistEventRow): ArtistEvent => ({
  id: r.id,
  title: r.title,
  date: r.date,
  time: r.time,
  venue: r.venue,
  description: r.description,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export type ArtistEventsService = ReturnType<typeof createArtistEventsService>;

/** The artist area: their schedule of events. Another artist's row is a 404 (admins act on their own rows here too). */
export function createArtistEventsService(db: Db) {
  return {
    // ------------------------------------------------------------ events
    async events(user: CurrentUser, now = new Date()): Promise<ArtistEventsResponse> {
      const today = lagosDate(0, now);
      const [upcoming, past] = await Promise.all([
        artistEventsRepository.listUpcoming(db, user.id, today),
        artistEventsRepository.listPast(db, user.id, today),
      ]);
      return { upcoming: upcoming.map(toEvent), past: past.map(toEvent) };
    },

    async createEvent(
      user: CurrentUser,
      input: { title: string; date: string; time: string; venue: string; description: string },
    ) {
      const row = await artistEventsRepository.insert(db, user.id, input);
      return { message: SUCCESS_MESSAGES.EVENT_CREATED, event: toEvent(row) };
    },

    async updateEvent(user: CurrentUser, id: string, patch: ArtistEventPatch) {
      const row = await artistEventsRepository.update(db, id, user.id, patch);
      if (!row) throw new AppError('EVENT_NOT_FOUND', 404);
      return { message: SUCCESS_MESSAGES.EVENT_UPDATED, event: toEvent(row) };
    },

    async deleteEvent(user: CurrentUser, id: string) {
      if (!(await artistEventsRepository.remove(db, id, user.id))) throw new AppError('EVENT_NOT_FOUND', 404);
      return { message: SUCCESS_MESSAGES.EVENT_DELETED };
    },
  };
}
