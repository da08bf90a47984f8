import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress } from '../../plugins/auth-rate-limit.js';

/**
 * Failed /rest sign-ins, counted apart from the web's (a stranger failing with someone's user
 * name on /rest never locks them out of signing in on the site), per address and per account
 * name, or for `apiKey` guesses per address (never one bucket every key shares). Once a bucket
 * is over its limit, every attempt in it is refused until the window ends, a right key too: a
 * guesser cannot tell the right guess by its answer. Counts live in the rate limiter's store
 * (shared by the instances through Redis); which buckets are closed is remembered here until
 * their window ends, and learnt again by an instance from its next failure in one.
 */
export function createRestAttempts(
  app: FastifyInstance,
  limits: { perName: number; perAddress: number; windowMs: number },
) {
  const closedUntil = new Map<string, number>();
  const keys = new WeakMap<FastifyRequest, string[]>();
  const limiters = [
    app.createRateLimit({
      max: limits.perAddress,
      timeWindow: limits.windowMs,
      keyGenerator: (r) => keys.get(r)?.[0] ?? '',
    }),
    app.createRateLimit({
      max: limits.perName,
      timeWindow: limits.windowMs,
      keyGenerator: (r) => keys.get(r)?.[1] ?? '',
    }),
  ];
  const bucketsOf = (request: FastifyRequest, name: string | undefined) => {
    const address = clientAddress(request);
    return [`rest-ip:${address}`, name === undefined ? `rest-key@${address}` : `rest-user:${name.toLowerCase()}`];
  };
  /** Counts a failure (or an attempt in a closed bucket); answers whether the caller is now over the limit. */
  async function count(request: FastifyRequest, buckets: string[]): Promise<boolean> {
    keys.set(request, buckets);
    const results = await Promise.all(limiters.map((l) => l(request)));
    let over = false;
    for (const [i, r] of results.entries()) {
      if (!r.isAllowed && r.isExceeded) {
        over = true;
        closedUntil.set(buckets[i] as string, Date.now() + Math.max(r.ttl, 1000));
      }
    }
    return over;
  }
  return {
    /** Before the key is checked: true when the caller's bucket is closed (the attempt is counted). */
    async refused(request: FastifyRequest, name: string | undefined): Promise<boolean> {
      const buckets = bucketsOf(request, name);
      const now = Date.now();
      for (const [k, until] of closedUntil) if (until <= now) closedUntil.delete(k);
      if (!buckets.some((b) => closedUntil.has(b))) return false;
      await count(request, buckets);
      return true;
    },
    /** After a wrong key: counts it; true when that closed a bucket. */
    failed: (request: FastifyRequest, name: string | undefined) => count(request, bucketsOf(request, name)),
  };
}
export type RestAttempts = ReturnType<typeof createRestAttempts>;
