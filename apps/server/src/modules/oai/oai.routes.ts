import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { siteOrigin } from '../../lib/site-origin.js';
import { xmlAttrs, xmlText } from '../../lib/xml.js';
import type { OaiService } from './oai.service.js';
import { OaiError, parseOaiRequest, type RawArgs } from './oai-request.js';
import type { OaiAnswer } from './oai-verbs.js';

const OAI_NS = 'http://www.openarchives.org/OAI/2.0/';

/**
 * GET and POST /oai (OAI-PMH 2.0). Each verb is answered by its own module (verbs/); here the
 * request is checked and the envelope written. The protocol's errors are answered in a 200 body
 * as it says (section 3.6), never with the API's JSON error: harvesters read XML only.
 */
export async function oaiRoutes(
  app: FastifyInstance,
  opts: { oai: OaiService; answer: OaiAnswer; publicUrl: string | null; port: number },
) {
  // OAI-PMH POST requests are form-encoded; repeated keys stay arrays (a repeated argument is an error).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => {
      const args: RawArgs = {};
      for (const [key, value] of new URLSearchParams(body as string)) {
        const had = args[key];
        args[key] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
      }
      done(null, args);
    },
  );

  async function handle(request: FastifyRequest, reply: FastifyReply, raw: RawArgs) {
    const where = await opts.oai.site(siteOrigin(opts.publicUrl, request, opts.port));
    let body: string;
    let echo = true;
    try {
      body = await opts.answer(where, parseOaiRequest(raw));
    } catch (err) {
      if (!(err instanceof OaiError)) throw err;
      // badVerb and badArgument: the request element carries the base URL only (section 3.6).
      echo = err.code !== 'badVerb' && err.code !== 'badArgument';
      body = `<error code="${err.code}">${xmlText(err.message)}</error>`;
    }
    const attrs = echo ? xmlAttrs(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)]))) : '';
    // Returned, not only sent: an async handler that resolves to nothing while a compressed
    // body is still streaming makes Fastify send the reply a second time, empty.
    return reply
      .type('text/xml; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<OAI-PMH${xmlAttrs({
          xmlns: OAI_NS,
          'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
          'xsi:schemaLocation': `${OAI_NS} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd`,
        })}><responseDate>${new Date().toISOString().slice(0, 19)}Z</responseDate><request${attrs}>${xmlText(
          where.baseUrl,
        )}</request>${body}</OAI-PMH>`,
      );
  }

  app.get('/oai', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) =>
    handle(request, reply, request.query as RawArgs),
  );
  app.post('/oai', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) =>
    handle(request, reply, (request.body ?? {}) as RawArgs),
  );
}
