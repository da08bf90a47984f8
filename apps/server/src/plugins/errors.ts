import { ERROR_MESSAGES, type ErrorBody, ErrorBodySchema, type ErrorCode } from '@nupe/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

export function errorBody(
  code: ErrorCode | string,
  sentence: string,
  fields?: Record<string, string>,
  existing?: ErrorBody['existing'],
): ErrorBody {
  return {
    error: sentence,
    message: sentence,
    code,
    ...(fields ? { fields } : {}),
    ...(existing ? { existing } : {}),
  };
}

/**
 * The response schemas of a route's error statuses, all the one error body
 * section 3: `{ ...errorResponses(400, 401, 403, 404) }` in a route's `response`.
 */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ErrorBodySchema> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema])) as Record<S, typeof ErrorBodySchema>;
}

export function sendError(reply: FastifyReply, status: number, code: ErrorCode, sentence = ERROR_MESSAGES[code]) {
  return reply.code(status).type('application/json').send(errorBody(code, sentence));
}

/** Fastify's own 4xx errors, by their code, mapped to ours. */
const FRAMEWORK_ERRORS: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'MALFORMED_JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'MALFORMED_JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'MALFORMED_JSON'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_REQ_FILE_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_FILES_LIMIT: [413, 'PAYLOAD_TOO_LARGE'],
  FST_PARTS_LIMIT: [413, 'PAYLOAD_TOO_LARGE'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
};

/**
 * One error handler for the whole API: every error becomes `{ error, message, code }`.
 * Unknown errors are logged with the request id and answered with a fixed sentence.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.statusCode >= 500) request.log.error({ err }, 'request failed');
      return reply.code(err.statusCode).send(errorBody(err.code, err.message, err.fields, err.existing));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          (issue.params?.issue as { path?: unknown[] } | undefined)?.path?.join('.') ||
          '_';
        fields[key] ??= issue.message ?? ERROR_MESSAGES.VALIDATION_FAILED;
      }
      const first = err.validation[0];
      const sentence = first
        ? describeIssue(first.instancePath, first.message ?? ERROR_MESSAGES.VALIDATION_FAILED)
        : ERROR_MESSAGES.VALIDATION_FAILED;
      return reply.code(400).send(errorBody('VALIDATION_FAILED', sentence, fields));
    }
    const mapped = err.code ? FRAMEWORK_ERRORS[err.code] : undefined;
    if (mapped) {
      const [status, code] = mapped;
      return reply.code(status).send(errorBody(code, ERROR_MESSAGES[code]));
    }
    if (err.statusCode === 429) {
      return reply.code(429).send(errorBody('TOO_MANY_ATTEMPTS', ERROR_MESSAGES.TOO_MANY_ATTEMPTS));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's remaining client errors carry plain sentences with no internals in them.
      request.log.info({ err: { code: err.code, message: err.message } }, 'client error');
      return reply.code(err.statusCode).send(errorBody(err.code ?? 'BAD_REQUEST', err.message));
    }
    const fault = faultOf(err);
    if (fault) {
      request.log.error({ err, reqId: request.id }, fault.log);
      return reply.code(fault.status).send(errorBody(fault.code, ERROR_MESSAGES[fault.code]));
    }
    request.log.error({ err, reqId: request.id }, 'unexpected error');
    return reply.code(500).send(errorBody('INTERNAL', ERROR_MESSAGES.INTERNAL));
  });
});

/**
 * Faults of the machine, not of the request, that have an honest answer: a full disk is
 * a 507 (nothing was stored: the upload cleans up after itself); a database that cannot be
 * reached is a 503 that a client may retry. Found on the error or its cause (drizzle wraps).
 */
function faultOf(err: unknown): { status: number; code: ErrorCode; log: string } | null {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === 'ENOSPC' || e.code === 'EDQUOT') return { status: 507, code: 'STORAGE_FULL', log: 'storage full' };
    const message = (e as { message?: unknown }).message;
    const lost = typeof message === 'string' && DATABASE_LOST.test(message);
    if ((typeof e.code === 'string' && DATABASE_DOWN.has(e.code)) || lost) {
      return { status: 503, code: 'SERVICE_UNAVAILABLE', log: 'database unavailable' };
    }
    e = e.cause as typeof e;
  }
  return null;
}

/** Connection failures and PostgreSQL's "shutting down / cannot connect now" classes (57P, 08). */
const DATABASE_DOWN = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'DATABASE_UNAVAILABLE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** node-postgres's own connection failures, which carry no code. */
const DATABASE_LOST =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Query read timeout|Connection ended)/;

/** Zod's messages in our schemas are whole sentences; unknown keys get a sentence here. */
function describeIssue(instancePath: string, message: string): string {
  if (message.startsWith('Unrecognized key')) {
    const keys = message.match(/"([^"]+)"/g)?.join(', ') ?? '';
    return `Unexpected field${keys.includes(',') ? 's' : ''} ${keys}.`.replace('  ', ' ');
  }
  const wrongType = /^Invalid input: expected (\w+), received (\w+)$/.exec(message);
  if (wrongType) {
    const [, expected = '', received = ''] = wrongType;
    const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (!field) {
      return received === 'undefined' || received === 'null'
        ? 'The request body is missing: send a JSON object.'
        : `The request body must be a JSON object, not ${withArticle(received)}.`;
    }
    return `The field ${field} must be ${withArticle(expected)}, not ${withArticle(received)}.`;
  }
  return message;
}

const withArticle = (type: string) =>
  ['null', 'undefined'].includes(type) ? type : `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
