import { Readable } from 'node:stream';
import { ErrorBodySchema, SongUploadResponseSchema } from '@nupe/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/access.js';
import type { TusUploads } from './tus-uploads.service.js';

/** Where resumable uploads are created; an upload's address is this followed by its id. */
export const TUS_UPLOADS_PATH = '/api/artist/uploads/tus';
const TUS_BYTES = 'application/offset+octet-stream';

const noBody = (description: string) => z.void().meta({ description });
const IdParams = z.object({ id: z.string().max(64) });
/** Refusals every tus address may answer: not signed in, not an artist, an old protocol version (412), no such upload. */
const REFUSALS = {
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  410: ErrorBodySchema,
  412: ErrorBodySchema,
};

/**
 * The tus protocol's addresses for artists and admins; tus-uploads.service.ts holds the
 * rules. Each request is handed to the tus server as a web Request, with the caller checked here
 * first (every method: only the uploader may see, resume or cancel an upload), and its answer
 * sent back through Fastify, so errors get the one error body and every hook still runs.
 */
export const tusUploadsRoutes: FastifyPluginAsyncZod<{ tus: TusUploads }> = async (app, { tus }) => {
  // PATCH carries the file's bytes: passed through untouched as a stream (never buffered here).
  app.addContentTypeParser(TUS_BYTES, (_request, _payload, done) => done(null));

  async function forward(request: FastifyRequest, reply: FastifyReply, id: string | null) {
    const user = requireUser(request);
    reply.header('Tus-Resumable', '1.0.0');
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const streamed = request.method === 'PATCH' && request.headers['content-type'] === TUS_BYTES;
    const init = {
      method: request.method,
      headers,
      ...(streamed ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
    };
    const webRequest = new Request(new URL(request.url, 'http://localhost'), init as RequestInit);
    const { response, result } = await tus.handle(webRequest, user, id);
    for (const [name, value] of response.headers) {
      if (!['content-length', 'content-type', 'connection'].includes(name)) reply.header(name, value);
    }
    reply.code(response.status);
    if (result) return reply.send(result);
    return reply.send();
  }

  const common = { tags: ['artist'], security: [{ bearer: [] }] };

  app.post(
    '/artist/uploads/tus',
    {
      config: { access: ['artist'] },
      schema: {
        ...common,
        summary:
          'Start a resumable upload (tus 1.0 creation). Upload-Length and Upload-Metadata: kind "cover" for the ' +
          'cover image, then the audio with the multipart form’s fields (title, artist, genre, album, consent…) ' +
          'and "cover", the cover’s upload id. Refused at once when too large (413) or a field is not valid (400).',
        response: { ...REFUSALS, 201: noBody('Created: Location is the upload’s address'), 409: ErrorBodySchema },
      },
    },
    (request, reply) => forward(request, reply, null),
  );

  app.route({
    method: 'HEAD',
    url: '/artist/uploads/tus/:id',
    config: { access: ['artist'] },
    schema: {
      ...common,
      summary: 'How much of an upload arrived (Upload-Offset): where to resume. Only its uploader may ask.',
      params: IdParams,
      response: { ...REFUSALS, 200: noBody('Upload-Offset and Upload-Length') },
    },
    handler: (request, reply) => forward(request, reply, request.params.id),
  });

  app.patch(
    '/artist/uploads/tus/:id',
    {
      config: { access: ['artist'] },
      // The body is a stream the tus server reads; its size is checked against the upload's length.
      bodyLimit: Number.MAX_SAFE_INTEGER,
      schema: {
        ...common,
        summary:
          'Send the next bytes of an upload from Upload-Offset (application/offset+octet-stream). The last ' +
          'bytes of the audio make the song, with the same checks as POST /artist/upload: 201 with the song, ' +
          'or its error (and the upload is gone). A wrong offset is a 409.',
        params: IdParams,
        response: {
          201: SongUploadResponseSchema,
          204: noBody('Received: Upload-Offset is the new offset'),
          ...REFUSALS,
          409: ErrorBodySchema,
        },
      },
    },
    (request, reply) => forward(request, reply, request.params.id),
  );

  app.delete(
    '/artist/uploads/tus/:id',
    {
      config: { access: ['artist'] },
      schema: {
        ...common,
        summary: 'Cancel an upload (tus termination): its bytes are removed.',
        params: IdParams,
        response: { ...REFUSALS, 204: noBody('Removed') },
      },
    },
    (request, reply) => forward(request, reply, request.params.id),
  );
};
