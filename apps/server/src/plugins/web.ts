import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES } from '@nupe/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors.js';

/**
 * Serves the built web app from the same process: hashed assets cached for a year,
 * and index.html for every client route. Unknown /api addresses get a JSON 404.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { distDir: string | null }) => {
  const indexFile = opts.distDir ? path.join(opts.distDir, 'index.html') : null;
  const hasWeb = indexFile !== null && existsSync(indexFile);
  if (hasWeb && opts.distDir) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      setHeaders(res, file) {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }
  const indexHtml = hasWeb && indexFile ? readFileSync(indexFile, 'utf8') : null;

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url.startsWith('/api') || request.method !== 'GET' || !indexHtml || path.extname(url)) {
      return reply.code(404).send(errorBody('ROUTE_NOT_FOUND', ERROR_MESSAGES.ROUTE_NOT_FOUND));
    }
    return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
});
