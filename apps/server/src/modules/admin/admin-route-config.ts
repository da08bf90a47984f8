import { errorResponses } from '../../plugins/errors.js';

/** What every admin route declares: who may call it, its documentation and error answers. */
export const errors = errorResponses(400, 401, 403, 404, 409);
export const admin = { access: ['admin'] } as const;
export const security = [{ bearer: [] }];
export const tags = ['admin'];
