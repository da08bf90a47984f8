import type { FastifyReply } from 'fastify';
import { errorResponses } from '../../plugins/errors.js';
import { fileResponse } from '../../plugins/openapi.js';

/** What every staff route declares: who may call it, its documentation tags and error answers. */
export const errors = errorResponses(400, 401, 403, 404, 409);
/** A CSV export's answers: the file, or who may not have it. */
export const csvResponses = {
  200: fileResponse('A CSV file (UTF-8, one header row), as a download', ['text/csv']),
  ...errorResponses(400, 401, 403),
};
export const staff = { access: ['staff'] as const };
export const security = [{ bearer: [] }];
export const tags = ['staff'];

/** A CSV export as a download that is never cached. */
export function sendCsv(reply: FastifyReply, filename: string, body: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
