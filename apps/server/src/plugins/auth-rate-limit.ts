import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.js';
import { tryNormalizePhone } from '../lib/phone.js';

/** Counts one attempt for a phone number and for the caller's address; throws 429 past either limit. */
export type PhoneRateLimit = (request: FastifyRequest, phone: string) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one sign-in or registration attempt; throws 429 past the limit. */
    checkAuthRateLimit: PhoneRateLimit;
    /**
     * Another limit per phone number and per address, in the same store (e.g. password reset
     * codes); `name` keeps its counts apart from the others'.
     */
    createPhoneRateLimit(
      name: string,
      limits: { perPhone: number; perAddress: number; windowMs: number },
    ): PhoneRateLimit;
  }
}

export type AuthRateLimitOptions = {
  /** attempts per phone number per window */
  perPhone: number;
  /** attempts per client address per window */
  perAddress: number;
  windowMs: number;
  /** Count in Redis, shared by every instance; otherwise in this process's memory. */
  redis?: { url: string; namespace: string };
};

/**
 * Sign-in and registration are limited per phone number and per address
 * section 4). The phone limit needs the parsed body, so both are checked in the handler
 * through @fastify/rate-limit's manual limiter rather than its onRequest hook.
 */
export const authRateLimitPlugin = fp(
  async (app: FastifyInstance, opts: AuthRateLimitOptions) => {
    // One store for every limit of the app (sign-in, registration, contact form): in Redis when
    // several instances share the work, so a client cannot multiply its tries by the instances.
    const redis = opts.redis ? new Redis(opts.redis.url, { connectTimeout: 2_000, maxRetriesPerRequest: 1 }) : null;
    if (redis) {
      redis.on('error', (err) => app.log.warn({ err }, 'redis (rate limits)'));
      // Counted from the first request: wait (briefly) for the connection before serving.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 3_000);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      timeWindow: opts.windowMs,
      ...(redis && opts.redis ? { redis, nameSpace: opts.redis.namespace } : {}),
      // Redis unreachable: let the request through (logged) rather than refuse every sign-in.
      skipOnError: true,
    });
    const phoneRateLimit = (
      name: string,
      limits: { perPhone: number; perAddress: number; windowMs?: number },
    ): PhoneRateLimit => {
      const window = limits.windowMs === undefined ? {} : { timeWindow: limits.windowMs };
      const byAddress = app.createRateLimit({
        max: limits.perAddress,
        ...window,
        keyGenerator: (req) => `${name}-ip:${clientAddress(req)}`,
      });
      const phoneKeys = new WeakMap<FastifyRequest, string>();
      const byPhone = app.createRateLimit({
        max: limits.perPhone,
        ...window,
        keyGenerator: (req) => phoneKeys.get(req) ?? `${name}-ip:${clientAddress(req)}`,
      });
      return async (request: FastifyRequest, phone: string) => {
        phoneKeys.set(request, `${name}-phone:${tryNormalizePhone(phone) ?? phone.replace(/\s+/g, '')}`);
        const [address, number] = await Promise.all([byAddress(request), byPhone(request)]);
        if ((!address.isAllowed && address.isExceeded) || (!number.isAllowed && number.isExceeded)) {
          throw new AppError('TOO_MANY_ATTEMPTS', 429);
        }
      };
    };
    app.decorate(
      'checkAuthRateLimit',
      phoneRateLimit('auth', { perPhone: opts.perPhone, perAddress: opts.perAddress }),
    );
    app.decorate('createPhoneRateLimit', phoneRateLimit);
  },
  { name: 'auth-rate-limit' },
);

export const isLoopback = (address: string) =>
  address.startsWith('127.') || address === '::1' || address.startsWith('::ffff:127.');

/**
 * The address to count attempts against. The app trusts X-Forwarded-For (for a proxy in
 * front), but a client can write that header itself: only hops added by a proxy on this
 * machine (loopback) are skipped, so the first address not on loopback is the caller.
 */
export function clientAddress(req: FastifyRequest): string {
  const chain = req.ips && req.ips.length > 0 ? req.ips : [req.ip];
  return chain.find((address) => !isLoopback(address)) ?? req.ip;
}
