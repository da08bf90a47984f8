import type { FastifyServerOptions } from 'fastify';

/**
 * What the server's log may carry: never a secret or a person's details.
 * - `redact` censors the places where they travel: authorisation headers, cookies, and any
 *   logged object's password, hash, token, phone or e-mail (one level deep, as pino allows).
 * - The error serializer drops a failed query's parameters (drizzle puts them in the message
 *   and stack: an argon2 hash and a phone number in one line) and the driver's `detail`
 *   (PostgreSQL writes the offending key's value there, e.g. a phone number).
 * - A request is logged by its path alone: query strings carry searches for phone numbers and names.
 */
const SECRET_KEYS = ['password', 'passwordHash', 'password_hash', 'token', 'phone', 'email', 'apiKey'];

export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`]),
];

type LoggedError = { type: string; message: string; stack?: string; code?: string; cause?: LoggedError };

/** An error as the log sees it: its kind, a message without query parameters, its code and cause. */
export function serializeError(err: unknown, depth = 0): LoggedError | unknown {
  if (!(err instanceof Error)) return err;
  const params = (err as { params?: unknown }).params !== undefined;
  const message = params ? firstLine(err.message) : err.message;
  const stack = err.stack && params ? err.stack.replace(err.message, message) : err.stack;
  const out: LoggedError = { type: err.name || err.constructor.name, message, stack };
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') out.code = code;
  if (err.cause && depth < 3) out.cause = serializeError(err.cause, depth + 1) as LoggedError;
  return out;
}

const firstLine = (message: string) => message.split('\nparams:')[0] ?? message;

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      req: (req: { method: string; url: string; id?: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        reqId: req.id,
        remoteAddress: req.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  } as FastifyServerOptions['logger'];
}
