import { CiteQuerySchema, IdParamsSchema } from '@nupe/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/errors.js';
import { fileResponse } from '../../plugins/openapi.js';
import { cite, warmCitations } from './cite.service.js';

/** "Cite this recording": GET /api/songs/{id}/cite?style=apa|chicago|bibtex|ris|csl-json (Citation.js). */
export async function citeModule(app: FastifyInstance) {
  // The first citation would otherwise wait for citeproc to read its styles. Tests build many
  // apps and cite rarely: they do without.
  if (app.config.env !== 'test') {
    app.addHook('onReady', async () => {
      setTimeout(
        () => void warmCitations().catch((err) => app.log.warn({ err }, 'citation warm-up failed')),
        2000,
      ).unref();
    });
  }
  app.withTypeProvider<ZodTypeProvider>().get(
    '/songs/:id/cite',
    {
      config: { access: 'public' },
      schema: {
        tags: ['archive'],
        summary:
          'A citation of the recording: APA or Chicago (text), BibTeX, RIS or CSL-JSON, crediting the people heard with their roles',
        params: IdParamsSchema,
        querystring: CiteQuerySchema,
        response: {
          200: fileResponse('The citation', [
            'text/plain',
            'application/x-bibtex',
            'application/x-research-info-systems',
            'application/vnd.citationstyles.csl+json',
          ]),
          ...errorResponses(400, 404, 503),
        },
      },
    },
    async (request, reply) => {
      const song = await app.services.songs.getOne(request.params.id, request.user);
      const base = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
      const c = await cite(song, request.query.style, `${base}/song/${song.id}`);
      return reply
        .type(c.contentType)
        .header('cache-control', 'no-cache')
        .header('content-disposition', `inline; filename="${c.filename}"`)
        .send(c.body);
    },
  );
}
