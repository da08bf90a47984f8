import type { Song } from '@nupe/shared';
import { useSyncExternalStore } from 'react';
import { toast } from '../../../components/ui/toasts';
import { api } from '../../../lib/api-client';
import { sharedText } from '../../../lib/i18n';
import { currentSession, onSessionChange } from './session';

/**
 * The signed-in listener's library: what they like and favourited, read once per
 * session from GET /me/likes and /me/favorites, and what they played lately (GET /me/recent,
 * read again whenever a screen shows it, since every counted play changes it). A toggle
 * shows at once everywhere the song appears, and is taken back with a toast if the server
 * refuses.
 */
export type Kind = 'like' | 'favorite';
type Load<T> = { status: 'idle' | 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

export type LibraryState = {
  userId: string | null;
  /** Likes and favourites, newest first; their ids answer "is it liked?" for any list. */
  reactions: Load<{ like: Song[]; favorite: Song[] }>;
  likedIds: ReadonlySet<string>;
  favoriteIds: ReadonlySet<string>;
  /** Counters the server answered (or this device expects) since the page loaded. */
  counts: Readonly<Record<string, { likeCount?: number; favoriteCount?: number }>>;
  recent: Load<Song[]>;
};

const EMPTY: LibraryState = {
  userId: null,
  reactions: { status: 'idle' },
  likedIds: new Set(),
  favoriteIds: new Set(),
  counts: {},
  recent: { status: 'idle' },
};

let state: LibraryState = EMPTY;
const listeners = new Set<() => void>();
/** Toggles on their way to the server, by `${kind}:${songId}`: a second tap waits. */
const pending = new Set<string>();

function set(patch: Partial<LibraryState>) {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

const ids = (songs: Song[]) => new Set(songs.map((s) => s.id));

/**
 * Taps made while the listener's library loads, by `${kind}:${songId}`: the load's answer may
 * have been read before them, so they are applied over it rather than lost.
 */
const tappedWhileLoading = new Map<string, { kind: Kind; song: Song; on: boolean }>();

/** A server list with the taps made while it was read applied over it. */
function withTaps(kind: Kind, songs: Song[]): Song[] {
  let list = songs;
  for (const t of tappedWhileLoading.values()) {
    if (t.kind !== kind) continue;
    list = list.filter((s) => s.id !== t.song.id);
    if (t.on) list = [t.song, ...list];
  }
  return list;
}

async function loadReactions(userId: string) {
  tappedWhileLoading.clear();
  set({ reactions: { status: 'loading' } });
  try {
    const [likes, favorites] = await Promise.all([
      api<{ songs: Song[] }>('/me/likes'),
      api<{ songs: Song[] }>('/me/favorites'),
    ]);
    if (state.userId !== userId) return;
    const like = withTaps('like', likes.songs);
    const favorite = withTaps('favorite', favorites.songs);
    tappedWhileLoading.clear();
    set({
      reactions: { status: 'ready', data: { like, favorite } },
      likedIds: ids(like),
      favoriteIds: ids(favorite),
    });
  } catch {
    if (state.userId === userId) set({ reactions: { status: 'error' } });
  }
}

/** Follows the session: a new listener gets their own library, a signed-out one none. */
function followSession() {
  const s = currentSession();
  const userId = s.status === 'signed-in' ? s.user.id : null;
  if (s.status === 'checking' || s.status === 'unreachable') return;
  if (userId === state.userId) return;
  state = { ...EMPTY, userId };
  for (const l of listeners) l();
  if (userId) void loadReactions(userId);
}

let started = false;
function start() {
  if (started) return;
  started = true;
  onSessionChange(followSession);
  followSession();
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLibrary(): LibraryState {
  // The server draws no likes (it has nobody signed in); this device's follow the first render.
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  );
}

export const library = {
  /** Loads the likes and favourites again (after a failure). */
  retry() {
    if (state.userId) void loadReactions(state.userId);
  },

  /** Reads recently played from the server; the last answer stays on screen meanwhile. */
  async loadRecent() {
    const userId = state.userId;
    if (!userId) return;
    if (state.recent.status !== 'ready') set({ recent: { status: 'loading' } });
    try {
      const { songs } = await api<{ songs: Song[] }>('/me/recent');
      if (state.userId === userId) set({ recent: { status: 'ready', data: songs } });
    } catch {
      if (state.userId === userId && state.recent.status !== 'ready') set({ recent: { status: 'error' } });
    }
  },

  isPending(kind: Kind, songId: string) {
    return pending.has(`${kind}:${songId}`);
  },

  /** Likes / favourites `song` (on) or takes it back, at once on screen, then on the server. */
  async toggle(kind: Kind, song: Song, on: boolean) {
    const key = `${kind}:${song.id}`;
    if (!state.userId || pending.has(key)) return;
    pending.add(key);
    if (state.reactions.status === 'loading') tappedWhileLoading.set(key, { kind, song, on });
    const before = state;
    const counter = kind === 'like' ? 'likeCount' : 'favoriteCount';
    const idsKey = kind === 'like' ? 'likedIds' : 'favoriteIds';
    const shown = state.counts[song.id]?.[counter] ?? song[counter];
    const nextIds = new Set(state[idsKey]);
    if (on) nextIds.add(song.id);
    else nextIds.delete(song.id);
    const lists = state.reactions.status === 'ready' ? state.reactions.data : null;
    set({
      [idsKey]: nextIds,
      counts: {
        ...state.counts,
        [song.id]: { ...state.counts[song.id], [counter]: Math.max(0, shown + (on ? 1 : -1)) },
      },
      ...(lists
        ? {
            reactions: {
              status: 'ready' as const,
              data: {
                ...lists,
                [kind]: on
                  ? [song, ...lists[kind].filter((s) => s.id !== song.id)]
                  : lists[kind].filter((s) => s.id !== song.id),
              },
            },
          }
        : {}),
    });
    try {
      const answer = await api<{ likeCount?: number; favoriteCount?: number }>(
        `/songs/${encodeURIComponent(song.id)}/${kind}`,
        { method: on ? 'PUT' : 'DELETE' },
      );
      const value = answer[counter];
      if (typeof value === 'number' && state.userId === before.userId) {
        set({ counts: { ...state.counts, [song.id]: { ...state.counts[song.id], [counter]: value } } });
      }
    } catch {
      // Put back only what this toggle changed; other toggles meanwhile stay.
      tappedWhileLoading.delete(key);
      if (state.userId === before.userId) {
        const ids = new Set(state[idsKey]);
        if (before[idsKey].has(song.id)) ids.add(song.id);
        else ids.delete(song.id);
        const now = state.reactions.status === 'ready' ? state.reactions.data : null;
        const was = before.reactions.status === 'ready' ? before.reactions.data[kind] : [];
        const list = now?.[kind].filter((s) => s.id !== song.id) ?? [];
        const at = was.findIndex((s) => s.id === song.id);
        if (at >= 0) list.splice(Math.min(at, list.length), 0, song);
        set({
          [idsKey]: ids,
          counts: { ...state.counts, [song.id]: { ...state.counts[song.id], [counter]: shown } },
          ...(now ? { reactions: { status: 'ready' as const, data: { ...now, [kind]: list } } } : {}),
        });
      }
      const message =
        kind === 'like' ? (on ? 'LIKE_FAILED' : 'UNLIKE_FAILED') : on ? 'FAVORITE_FAILED' : 'UNFAVORITE_FAILED';
      toast('error', sharedText('LISTEN_MESSAGES', message));
    } finally {
      pending.delete(key);
    }
  },
};

/** The song as this listener sees it now: liked, favourited and its counters. */
export function useSongReactions(song: Song) {
  const s = useLibrary();
  const known = s.reactions.status === 'ready';
  return {
    signedIn: s.userId !== null,
    liked: known ? s.likedIds.has(song.id) : s.likedIds.has(song.id) || song.liked === true,
    favorited: known ? s.favoriteIds.has(song.id) : s.favoriteIds.has(song.id) || song.favorited === true,
    likeCount: s.counts[song.id]?.likeCount ?? song.likeCount,
    favoriteCount: s.counts[song.id]?.favoriteCount ?? song.favoriteCount,
  };
}
