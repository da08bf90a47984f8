import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { RestAttempts } from './subsonic-attempts.js';
import type { SubParams, SubsonicAuth } from './subsonic-auth.js';
import type { Handler, Raw } from './subsonic-params.js';
import { renderSubsonic, SUB_ERRORS, type SubFormat, type SubNode, SubsonicError } from './subsonic-response.js';

/** A method answered before any sign-in, from the format asked for alone. */
export type OpenMethod = (format: SubFormat) => Record<string, SubNode | SubNode[]>;

/**
 * /rest: the Subsonic REST API 1.16.1 with OpenSubsonic extensions, every endpoint with and
 * without `.view`, by GET or form POST. The methods come from the sections the plugin
 * registers; here each request is signed in, its format read, and its answer or error sent.
 * Errors are answered in a 200 body, as the protocol says; only bytes (stream, download,
 * cover art) use HTTP statuses.
 */
export async function subsonicRoutes(
  app: FastifyInstance,
  opts: {
    handlers: Record<string, Handler>;
    open: Record<string, OpenMethod>;
    auth: SubsonicAuth;
    attempts: RestAttempts;
    version: string;
  },
) {
  const { handlers, open } = opts;

  function formatOf(raw: Raw): SubFormat | SubsonicError {
    const f = typeof raw.f === 'string' ? raw.f : 'xml';
    if (f === 'json') return { kind: 'json' };
    if (f === 'jsonp') {
      const cb = typeof raw.callback === 'string' ? raw.callback : '';
      // A callback name only: nothing a page could run besides calling it.
      if (!/^[A-Za-z_$][\w$]{0,63}(\.[A-Za-z_$][\w$]{0,63}){0,3}$/.test(cb)) {
        return new SubsonicError(SUB_ERRORS.missingParameter, 'callback must be a JavaScript function name.');
      }
      return { kind: 'jsonp', callback: cb };
    }
    return { kind: 'xml' };
  }

  /** The caller of a request: past the limit every attempt is refused, a right key too (subsonic-attempts.ts). */
  async function signIn(request: FastifyRequest, q: SubParams) {
    if (await opts.attempts.refused(request, q.u)) throw new AppError('TOO_MANY_ATTEMPTS', 429);
    return opts.auth.authenticate(q).catch(async (err: unknown) => {
      if (
        err instanceof SubsonicError &&
        (err.code === SUB_ERRORS.wrongCredentials || err.code === SUB_ERRORS.invalidApiKey) &&
        (await opts.attempts.failed(request, q.u))
      ) {
        throw new AppError('TOO_MANY_ATTEMPTS', 429);
      }
      throw err;
    });
  }

  /** Any error as the protocol's: the service's statuses mapped to Subsonic codes, the unknown logged. */
  function asSubsonicError(err: unknown, request: FastifyRequest): SubsonicError {
    if (err instanceof SubsonicError) return err;
    if (err instanceof AppError && err.statusCode === 429) {
      return new SubsonicError(SUB_ERRORS.wrongCredentials, 'Too many failed attempts: wait a few minutes.');
    }
    if (err instanceof AppError && err.statusCode === 404) return new SubsonicError(SUB_ERRORS.notFound, err.message);
    if (err instanceof AppError && err.statusCode === 403)
      return new SubsonicError(SUB_ERRORS.notAuthorized, 'Only its owner may change this playlist.');
    if (err instanceof AppError && (err.statusCode === 400 || err.statusCode === 409))
      return new SubsonicError(SUB_ERRORS.generic, err.message);
    request.log.error({ err }, 'subsonic request failed');
    return new SubsonicError(SUB_ERRORS.generic, 'Something went wrong on the server.');
  }

  async function handle(request: FastifyRequest, reply: FastifyReply, raw: Raw) {
    const params = request.params as { method: string };
    const method = params.method.replace(/\.view$/, '');
    const format = formatOf(raw);
    const send = (status: 'ok' | 'failed', body?: Record<string, SubNode | SubNode[]>) => {
      const { payload, type } = renderSubsonic(
        format instanceof SubsonicError ? { kind: 'json' } : format,
        status,
        body,
        opts.version,
      );
      return reply.code(200).type(type).header('cache-control', 'no-store').send(payload);
    };
    const fail = (err: SubsonicError) => send('failed', { error: { code: err.code, message: err.message } });
    if (format instanceof SubsonicError) return fail(format);
    const q: SubParams = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
    try {
      const answerOpen = Object.hasOwn(open, method) ? open[method] : undefined;
      if (answerOpen) return send('ok', answerOpen(format));
      const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined;
      if (!handler) throw new SubsonicError(SUB_ERRORS.notFound, `Unknown method: ${method}.`);
      const user = await signIn(request, q);
      if (!q.v || !q.c) throw new SubsonicError(SUB_ERRORS.missingParameter, 'Required parameter is missing: v and c.');
      const body = await handler({ q, raw, user, request, reply });
      return body === null ? reply : send('ok', body);
    } catch (err) {
      return fail(asSubsonicError(err, request));
    }
  }

  // Subsonic clients POST forms too (OpenSubsonic formPost); repeated keys stay arrays.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => {
      const args: Raw = {};
      for (const [key, value] of new URLSearchParams(body as string)) {
        const had = args[key];
        args[key] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
      }
      done(null, args);
    },
  );
  const config = { access: 'public' as const };
  app.get('/rest/:method', { config, helmet: false, schema: { hide: true } }, (request, reply) =>
    handle(request, reply, request.query as Raw),
  );
  app.post('/rest/:method', { config, helmet: false, schema: { hide: true } }, (request, reply) =>
    handle(request, reply, { ...(request.query as Raw), ...((request.body ?? {}) as Raw) }),
  );
}
