import type { Db } from '../../db/client.js';
import type { CurrentUser } from '../../plugins/access.js';
import { catalogueRepository } from '../../repositories/catalogue.repository.js';
import { listeningStateRepository } from '../../repositories/listening-state.repository.js';
import { usersRepository } from '../../repositories/users.repository.js';
import type { SubsonicCore } from './subsonic-core.service.js';
import { SUB_ERRORS, SubsonicError } from './subsonic-response.js';

/**
 * A listener's own state as /rest reads and writes it: the name apps know them by, star
 * ratings, and the play queue carried between devices (the same saved queue for the plain and
 * the index-based calls).
 */
export function createSubsonicListening(db: Db, core: SubsonicCore) {
  return {
    /** Apps compare `owner` with the user name they were given to offer editing: say it back. */
    async userName(given: string | undefined, user: CurrentUser) {
      return given ?? (await usersRepository.findById(db, user.id))?.phone ?? '';
    },

    setRating: (user: CurrentUser, songId: string, rating: number) =>
      listeningStateRepository.setRating(db, user.id, songId, rating),

    savedQueue: (user: CurrentUser) => listeningStateRepository.playQueue(db, user.id),

    clearQueue: (user: CurrentUser) => listeningStateRepository.clearPlayQueue(db, user.id),

    saveQueue: (
      user: CurrentUser,
      queue: Omit<Parameters<typeof listeningStateRepository.savePlayQueue>[1], 'userId'>,
    ) => listeningStateRepository.savePlayQueue(db, { userId: user.id, ...queue }),

    /** The ids the caller may hear today, in the order given: others are left out as unknown ids are. */
    async listed(user: CurrentUser, ids: string[]) {
      const listed = await catalogueRepository.listedAmong(db, user, ids);
      return ids.filter((id) => listed.has(id));
    },

    /**
     * The songs of a queue the caller may still hear, each checked as a stream would be, with
     * where each stood in the queue (a song queued twice is told apart).
     */
    async audible(ids: string[], user: CurrentUser) {
      const kept: { id: string; at: number }[] = [];
      const verdicts = new Map<string, boolean>();
      for (const [at, id] of ids.entries()) {
        let ok = verdicts.get(id);
        if (ok === undefined) {
          ok = await core.visible(id, user).then(
            () => true,
            (err: unknown) => {
              if (err instanceof SubsonicError && err.code === SUB_ERRORS.notFound) return false;
              throw err;
            },
          );
          verdicts.set(id, ok);
        }
        if (ok) kept.push({ id, at });
      }
      return kept;
    },
  };
}

export type SubsonicListening = ReturnType<typeof createSubsonicListening>;
