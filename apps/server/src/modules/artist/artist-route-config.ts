import { errorResponses } from '../../plugins/errors.js';

/** What every artist-area route declares: who may call it, its documentation and error answers. */
export const errors = errorResponses(400, 401, 403, 404);
export const fileErrors = errorResponses(400, 401, 403, 404, 409, 413, 415);
export const artistOnly = { access: ['artist'] as const };
export const base = { tags: ['artist'], security: [{ bearer: [] }] };
