import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddress } from './auth-rate-limit.js';

/** One song is not heard through twice within this long (the 30-second rule of a play). */
const SAME_SONG_MS = 30_000;
/** Songs one listener can hear through in an hour, at 30 s each. */
const PER_LISTENER_HOUR = 120;
/** Plays from one address in an hour: many listeners share an address (a school, a phone network). */
const PER_ADDRESS_HOUR = 1200;
const HOUR_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Whether a play or scrobble of `songId` counts: one per listener and song per 30 s, and at
     * most so many per listener and per address an hour. A refused one is not recorded at all,
     * so the counters and the analytics count people, not requests.
     */
    allowPlay(request: FastifyRequest, songId: string, userId: string | null): Promise<boolean>;
  }
}

/** Counts live in the app's rate-limit store (Redis when the instances share one). */
export const playLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const keys = new WeakMap<FastifyRequest, string[]>();
    const limiter = (i: number, max: number, timeWindow: number) =>
      app.createRateLimit({ max, timeWindow, keyGenerator: (r) => keys.get(r)?.[i] ?? '' });
    const limiters = [
      limiter(0, 1, SAME_SONG_MS),
      limiter(1, PER_LISTENER_HOUR, HOUR_MS),
      limiter(2, PER_ADDRESS_HOUR, HOUR_MS),
    ];
    app.decorate('allowPlay', async (request: FastifyRequest, songId: string, userId: string | null) => {
      const address = clientAddress(request);
      const listener = userId ? `user:${userId}` : `ip:${address}`;
      keys.set(request, [`play:${listener}:${songId}`, `plays:${listener}`, `plays-ip:${address}`]);
      for (const check of limiters) {
        const r = await check(request);
        if (!r.isAllowed && r.isExceeded) return false;
      }
      return true;
    });
  },
  { name: 'play-limits', dependencies: ['auth-rate-limit'] },
);
