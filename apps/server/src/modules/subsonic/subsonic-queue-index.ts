import type { Db } from '../../db/client.js';
import type { CurrentUser } from '../../plugins/access.js';
import { listeningStateRepository } from '../../repositories/playlists.repository.js';
import { usersRepository } from '../../repositories/users.repository.js';
import { type SubsonicService, songIdOf } from './subsonic.service.js';
import { type Handler, int, many } from './subsonic-params.js';
import { SUB_ERRORS, SubsonicError } from './subsonic-response.js';

/**
 * OpenSubsonic indexBasedQueue: the same saved queue as savePlayQueue/getPlayQueue, with the
 * current song named by its place in the queue (a song queued twice is told apart). Reading
 * answers only the songs the caller may hear now (each checked as a stream would be), and the
 * current index counts in that list.
 */
export function indexQueueHandlers(
  db: Db,
  subsonic: SubsonicService,
  visible: (id: string, user: CurrentUser) => Promise<string>,
): Record<string, Handler> {
  /** The songs of a saved queue the caller may still hear, with where each stood when saved. */
  async function audible(ids: string[], user: CurrentUser) {
    const kept: { id: string; at: number }[] = [];
    const verdicts = new Map<string, boolean>();
    for (const [at, id] of ids.entries()) {
      let ok = verdicts.get(id);
      if (ok === undefined) {
        ok = await visible(id, user).then(
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
  }

  return {
    savePlayQueueByIndex: async ({ q, raw, user }) => {
      const ids = many(raw, 'id').map(songIdOf).slice(0, 1000);
      if (ids.length === 0) {
        await listeningStateRepository.clearPlayQueue(db, user.id);
        return {};
      }
      const index = q.currentIndex === undefined ? 0 : int(q.currentIndex, 0, Number.MAX_SAFE_INTEGER);
      if (index >= ids.length) {
        throw new SubsonicError(
          SUB_ERRORS.generic,
          `currentIndex must be less than the number of songs (${ids.length}).`,
        );
      }
      // Only songs the caller may hear are kept (the same check as reading); the index follows.
      const kept = await audible(ids, user);
      const current = kept.findIndex((k) => k.at === index);
      await listeningStateRepository.savePlayQueue(db, {
        userId: user.id,
        songIds: kept.map((k) => k.id),
        currentSongId: current >= 0 ? (kept[current]?.id ?? null) : null,
        currentIndex: current >= 0 ? current : null,
        positionMs: int(q.position, 0, Number.MAX_SAFE_INTEGER),
        changedBy: (q.c ?? 'unknown').slice(0, 100),
      });
      return {};
    },
    getPlayQueueByIndex: async ({ q, user }) => {
      const username = q.u ?? (await usersRepository.findById(db, user.id))?.phone ?? '';
      const saved = await listeningStateRepository.playQueue(db, user.id);
      if (!saved)
        return { playQueueByIndex: { username, changed: new Date(0).toISOString(), changedBy: '', entry: [] } };
      const kept = await audible(saved.songIds, user);
      // The saved index while it still names the current song, else the song's first place.
      const savedAt =
        saved.currentIndex !== null && saved.songIds[saved.currentIndex] === saved.currentSongId
          ? saved.currentIndex
          : saved.songIds.indexOf(saved.currentSongId ?? '');
      const currentIndex = kept.findIndex((k) => k.at === savedAt);
      const entries = await subsonic.children(
        kept.map((k) => k.id),
        user,
      );
      return {
        playQueueByIndex: {
          currentIndex: currentIndex >= 0 && entries.length > 0 ? currentIndex : undefined,
          position: currentIndex >= 0 ? saved.positionMs : undefined,
          username,
          changed: saved.changedAt.toISOString(),
          changedBy: saved.changedBy,
          entry: entries,
        },
      };
    },
  };
}
