import { createHash } from 'node:crypto';

export const MINUTE_MS = 60_000;

/** Only the SHA-256 of a link's token is kept: the token has 256 random bits, so no slow hash is needed to find it. */
export const digestOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
