import { PLAY_COUNT_SECONDS } from '@nupe/shared';
import type { CurrentUser } from '../../plugins/access.js';
import type { SubsonicCore } from './subsonic-core.service.js';
import { SUB_ERRORS, type SubNode, SubsonicError } from './subsonic-response.js';

/**
 * OpenSubsonic playbackReport: clients (Arpeggi, supersonic, PixelPlayer) say what each of their
 * players is doing (`reportPlayback`: song, state, position, rate); `getNowPlaying` shows it
 * with the position moved on by the time since. A report counts a play by the web player's
 * rule: PLAY_COUNT_SECONDS of continuous play (a jump is not listening), or an item shorter
 * than that played to its end; once per listen, never with `ignoreScrobble=true`. Kept in
 * this process's memory: a report older than an hour is forgotten.
 */
const STATES = ['starting', 'playing', 'paused', 'stopped'] as const;
type State = (typeof STATES)[number];
type Listen = {
  user: CurrentUser;
  username: string;
  player: string;
  songId: string;
  state: State;
  positionMs: number;
  rate: number;
  at: number;
  heardMs: number;
  counted: boolean;
};
const FORGET_MS = 60 * 60_000;
/** Slack for the delay between a client's position and its report reaching us. */
const SLACK_MS = 2_000;

/** One report as the client sent it (the song already checked as one the caller may hear). */
export type PlaybackReport = {
  songId: string;
  state: string;
  positionMs: string | undefined;
  playbackRate: string | undefined;
  client: string | undefined;
  username: string | undefined;
  ignoreScrobble: boolean;
};

export function createPlaybackReports(
  core: SubsonicCore,
  recordPlay: (songId: string, user: CurrentUser) => Promise<unknown>,
  durationOf: (songId: string, user: CurrentUser) => Promise<number | null>,
) {
  const listens = new Map<string, Listen>();
  const forgetOld = (now: number) => {
    for (const [key, l] of listens) if (now - l.at > FORGET_MS) listens.delete(key);
  };
  const positionNow = (l: Listen, now: number) =>
    l.state === 'playing' ? l.positionMs + Math.max(0, now - l.at) * l.rate : l.positionMs;

  /** Whether this report completes a play: enough continuous play, or a short item played to its end. */
  async function completes(l: Listen, user: CurrentUser): Promise<boolean> {
    if (l.counted) return false;
    if (l.heardMs >= PLAY_COUNT_SECONDS * 1000) return true;
    if (l.state !== 'stopped' || l.heardMs <= 0) return false;
    const duration = await durationOf(l.songId, user);
    return duration !== null && duration < PLAY_COUNT_SECONDS && l.positionMs >= duration * 1000 - SLACK_MS;
  }

  return {
    async report(user: CurrentUser, r: PlaybackReport): Promise<void> {
      const state = r.state as State;
      if (!STATES.includes(state)) {
        throw new SubsonicError(SUB_ERRORS.generic, `state must be one of ${STATES.join(', ')}.`);
      }
      const positionMs = Number(r.positionMs ?? 0);
      const rate = r.playbackRate === undefined ? 1 : Number(r.playbackRate);
      if (!Number.isFinite(positionMs) || positionMs < 0 || !Number.isFinite(rate) || rate <= 0 || rate > 16) {
        throw new SubsonicError(SUB_ERRORS.generic, 'positionMs and playbackRate must be positive numbers.');
      }
      const now = Date.now();
      forgetOld(now);
      const key = `${user.id}:${r.client ?? ''}`;
      const before = listens.get(key);
      const same = before?.songId === r.songId && before.state !== 'stopped';
      const l: Listen = {
        user,
        username: r.username ?? '',
        player: (r.client ?? 'unknown').slice(0, 100),
        songId: r.songId,
        state,
        positionMs,
        rate,
        at: now,
        heardMs: same ? before.heardMs : 0,
        counted: same ? before.counted : false,
      };
      // Continuous play since the last report counts as heard; a jump (seek) does not.
      if (same && before.state === 'playing') {
        const advanced = positionMs - before.positionMs;
        const possible = (now - before.at) * before.rate + SLACK_MS;
        if (advanced > 0 && advanced <= possible) l.heardMs += advanced;
      }
      if (await completes(l, user)) {
        l.counted = true;
        if (!r.ignoreScrobble) await recordPlay(r.songId, user);
      }
      listens.set(key, l);
    },

    /** What every player is playing now, of the songs this caller may hear, as getNowPlaying entries. */
    async nowPlaying(user: CurrentUser): Promise<SubNode[]> {
      const now = Date.now();
      forgetOld(now);
      const entry: SubNode[] = [];
      for (const l of listens.values()) {
        if (l.state === 'stopped') continue;
        // Only what this caller may hear, as everywhere.
        const ok = await core.visible(l.songId, user).then(
          () => true,
          () => false,
        );
        if (!ok) continue;
        const [child] = await core.children([l.songId], user);
        if (!child) continue;
        entry.push({
          ...child,
          username: l.username || 'listener',
          minutesAgo: Math.floor((now - l.at) / 60_000),
          playerId: 0,
          playerName: l.player,
          state: l.state,
          positionMs: Math.round(positionNow(l, now)),
          playbackRate: l.rate,
        });
      }
      return entry;
    },
  };
}

export type PlaybackReports = ReturnType<typeof createPlaybackReports>;
