import { type Ctx, many, need } from '../subsonic-params.js';
import { SUB_ERRORS, SubsonicError } from '../subsonic-response.js';
import type { Section } from './section.js';

/**
 * Media annotation: stars (the listener's likes, through the songs service), ratings, plays
 * (scrobble) and what a player is doing (OpenSubsonic playbackReport).
 */
export const mediaAnnotationSection: Section = ({ app, subsonic }) => {
  const songs = () => app.services.songs;

  async function react(ctx: Ctx, on: boolean) {
    if (many(ctx.raw, 'albumId').length > 0 || many(ctx.raw, 'artistId').length > 0) {
      throw new SubsonicError(
        SUB_ERRORS.generic,
        'Only songs can be starred here (likes): star the songs of an album.',
      );
    }
    for (const id of many(ctx.raw, 'id')) {
      await songs().react('like', await subsonic.visible(id, ctx.user), ctx.user, on);
    }
    return {};
  }

  return {
    star: (ctx) => react(ctx, true),
    unstar: (ctx) => react(ctx, false),
    setRating: async ({ q, user }) => {
      const rating = Number(need(q, 'rating'));
      if (!Number.isInteger(rating) || rating < 0 || rating > 5) {
        throw new SubsonicError(SUB_ERRORS.generic, 'rating must be a whole number from 0 to 5.');
      }
      await subsonic.listening.setRating(user, await subsonic.visible(need(q, 'id'), user), rating);
      return {};
    },
    scrobble: async ({ q, raw, user, request }) => {
      // A submission is a song heard through (the client's own 30-second or half-way rule, as
      // the web player's): it counts as a play; `submission=false` is "now playing" and does not.
      if (q.submission === 'false') return {};
      const times = many(raw, 'time');
      const ids = many(raw, 'id');
      if (ids.length === 0) throw new SubsonicError(SUB_ERRORS.missingParameter, 'Required parameter is missing: id.');
      // Each play within the listener's limits and dated within the song's own history counts;
      // the others are left out by the songs service, never an error to the app.
      for (const [i, id] of ids.entries()) {
        const at = times[i] ? new Date(Number(times[i])) : new Date();
        if (Number.isNaN(at.getTime())) continue;
        const songId = await subsonic.visible(id, user);
        await songs().recordPlay(songId, user, at, () => app.allowPlay(request, songId, user.id));
      }
      return {};
    },
    reportPlayback: async ({ q, user }) => {
      const songId = await subsonic.visible(need(q, 'mediaId'), user);
      await subsonic.playback.report(user, {
        songId,
        state: need(q, 'state'),
        positionMs: q.positionMs,
        playbackRate: q.playbackRate,
        client: q.c,
        username: q.u,
        ignoreScrobble: q.ignoreScrobble === 'true',
      });
      return {};
    },
  };
};
