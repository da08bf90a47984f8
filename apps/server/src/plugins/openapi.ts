import type { Readable } from 'node:stream';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorBodySchema } from '@nupe/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Statuses any API route can answer, whatever it does, declared on every route so the
 * document is complete: 400 (a control character in any parameter, plugins/input-rules),
 * 500 (a fault of ours), 503 (the database unreachable), 507 (the disk full); routes that take
 * a body also 413 and 415 (framework limits on every body); routes with path parameters 414
 * (the router refuses a parameter over 100 characters).
 */
const ANY_ROUTE = [400, 500, 503, 507] as const;
const WITH_BODY = [413, 415] as const;

/** A response that is a file (audio, image, CSV), not JSON: its content types and a description. */
export function fileResponse(description: string, contentTypes: readonly string[]) {
  // Sent as a stream, a buffer or a string; never serialised, so any body type is accepted here.
  const schema = z.custom<Readable | Buffer | string>(() => true).meta({ type: 'string', format: 'binary' });
  return { description, content: Object.fromEntries(contentTypes.map((type) => [type, { schema }])) };
}

/** A 304 answer: no body. */
export const notModifiedResponse = z.void().meta({ description: 'Not modified (If-None-Match / If-Modified-Since)' });

/** A 302 answer: no body; Location says where (e.g. a short-lived presigned address of the bytes). */
export const redirectResponse = z.void().meta({ description: 'Found: the bytes are at the Location address' });

/** A 301 answer: no body; Location is the item this one was merged into (staff merged duplicates). */
export const movedResponse = z
  .void()
  .meta({ description: 'Moved permanently: merged into the item at the Location address' });

/** The OpenAPI document is generated from the same zod schemas that validate requests. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
    if (!schema || schema.hide) return;
    const methods = [route.method].flat();
    const statuses: number[] = [...ANY_ROUTE];
    if (methods.some((m) => ['POST', 'PUT', 'PATCH'].includes(m))) statuses.push(...WITH_BODY);
    if (route.url.includes('/:')) statuses.push(414);
    schema.response = { ...Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema])), ...schema.response };
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Nupe Music API',
        description:
          'Streaming platform and living archive for Nupe music and oral culture. Errors always answer `{ error, message, code }`.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
});
