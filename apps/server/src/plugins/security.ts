import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import { APP_START_SCRIPT, THEME_INIT_SCRIPT } from '@nupe/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/**
 * The inline scripts of the pages, allowed by their hashes: the theme applied before the first
 * paint (every page) and the start of the app on a page the server drew (plugins/web-meta.ts).
 */
const INLINE_SCRIPTS = [scriptHash(THEME_INIT_SCRIPT), scriptHash(APP_START_SCRIPT)];

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
        scriptSrc: ["'self'", ...INLINE_SCRIPTS],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 15552000 } : false,
    crossOriginEmbedderPolicy: false,
  });
});
