import type { SubParams } from '../subsonic-auth.js';
import { songIdOf } from '../subsonic-ids.js';
import { type Handler, int, many } from '../subsonic-params.js';
import { SUB_ERRORS, type SubNode, SubsonicError } from '../subsonic-response.js';
import type { Section, SectionDeps } from './section.js';

/**
 * Bookmarks and the play queue carried between devices. Bookmarks are not kept (an empty
 * list). The queue holds only songs the caller may hear: others are dropped when it is saved,
 * as unknown ids are, and an item restricted, withdrawn or removed since it was queued is left
 * out when it is read, as if it had never been saved. An empty queue clears what was saved
 * (OpenSubsonic allows saving nothing).
 */
export const bookmarksSection: Section = (deps) => ({
  getBookmarks: async () => ({ bookmarks: {} }),
  ...playQueueHandlers(deps),
  ...indexQueueHandlers(deps),
});

/** The position and the client that saved the queue, as sent. */
const savedBy = (q: SubParams) => ({
  positionMs: int(q.position, 0, Number.MAX_SAFE_INTEGER),
  changedBy: (q.c ?? 'unknown').slice(0, 100),
});

/** Nothing saved: an empty queue, "changed" never (the schema wants the element). */
const emptyQueue = (username: string) => ({ username, changed: new Date(0).toISOString(), changedBy: '', entry: [] });

function playQueueHandlers({ subsonic }: SectionDeps): Record<string, Handler> {
  const { listening } = subsonic;
  return {
    getPlayQueue: async ({ q, user }): Promise<Record<string, SubNode>> => {
      const saved = await listening.savedQueue(user);
      if (!saved) return { playQueue: emptyQueue(await listening.userName(q.u, user)) };
      const entries = await subsonic.children(await listening.listed(user, saved.songIds), user);
      const current = entries.some((e) => e.id === saved.currentSongId) ? saved.currentSongId : undefined;
      return {
        playQueue: {
          current: current ?? undefined,
          position: current ? saved.positionMs : undefined,
          username: await listening.userName(q.u, user),
          changed: saved.changedAt.toISOString(),
          changedBy: saved.changedBy,
          entry: entries,
        },
      };
    },
    savePlayQueue: async ({ q, raw, user }) => {
      const ids = await listening.listed(user, many(raw, 'id').map(songIdOf).slice(0, 1000));
      if (ids.length === 0) {
        await listening.clearQueue(user);
        return {};
      }
      const current = q.current !== undefined ? songIdOf(q.current) : null;
      await listening.saveQueue(user, {
        songIds: ids,
        currentSongId: current && ids.includes(current) ? current : null,
        ...savedBy(q),
      });
      return {};
    },
  };
}

/**
 * OpenSubsonic indexBasedQueue: the same saved queue, with the current song named by its place
 * in the queue (a song queued twice is told apart). Reading answers only the songs the caller
 * may hear now (each checked as a stream would be), and the current index counts in that list.
 */
function indexQueueHandlers({ subsonic }: SectionDeps): Record<string, Handler> {
  const { listening } = subsonic;
  return {
    savePlayQueueByIndex: async ({ q, raw, user }) => {
      const ids = many(raw, 'id').map(songIdOf).slice(0, 1000);
      if (ids.length === 0) {
        await listening.clearQueue(user);
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
      const kept = await listening.audible(ids, user);
      const current = kept.findIndex((k) => k.at === index);
      await listening.saveQueue(user, {
        songIds: kept.map((k) => k.id),
        currentSongId: current >= 0 ? (kept[current]?.id ?? null) : null,
        currentIndex: current >= 0 ? current : null,
        ...savedBy(q),
      });
      return {};
    },
    getPlayQueueByIndex: async ({ q, user }) => {
      const username = await listening.userName(q.u, user);
      const saved = await listening.savedQueue(user);
      if (!saved) return { playQueueByIndex: emptyQueue(username) };
      const kept = await listening.audible(saved.songIds, user);
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
