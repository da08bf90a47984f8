import type { FastifyRequest } from 'fastify';

/**
 * The site's address for links written into files and previews: PUBLIC_URL when set (always,
 * in production), else the address the request came to (development, tests).
 */
export const siteOrigin = (publicUrl: string | null, request: FastifyRequest) =>
  publicUrl ?? `${request.protocol}://${request.host}`;
