import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import { THEME_INIT_SCRIPT } from '@nupe/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The one inline script of index.html (the theme applied before the first paint), allowed by its hash. */
const THEME_INIT_HASH = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;

/**
 * Security headers for every page and API answer. Plain-HTTP installs must keep working, so
 * HSTS and upgrade-insecure-requests are on only when the public address is https.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string | null }) => {
  const https = Boolean(opts.publicUrl?.startsWith('https:'));
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", THEME_INIT_HASH],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 15552000 } : false,
    crossOriginEmbedderPolicy: false,
  });
});
