import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { OaiError } from './oai-request.js';

/**
 * Resumption tokens: the harvest's own arguments and where it stands, signed so that a
 * token cannot be forged or altered (any change is `badResumptionToken`), with no state kept
 * on the server — every instance can continue any harvest. Paging is by identifier after the
 * last one sent (keyset), so records changed during a harvest are neither lost nor repeated.
 */
const PayloadSchema = z.object({
  v: z.enum(['ListIdentifiers', 'ListRecords']),
  m: z.string(),
  f: z.string().optional(),
  u: z.string().optional(),
  s: z.string().optional(),
  /** The last identifier sent. */
  a: z.string(),
  /** Records sent so far (the next response's cursor). */
  c: z.number().int().nonnegative(),
  /** completeListSize, as counted when the harvest began. */
  n: z.number().int().nonnegative(),
  /** Expires at (ms since the epoch). */
  x: z.number().int(),
});
export type TokenState = z.infer<typeof PayloadSchema>;

/** A harvest may pause for a day between pages. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function createTokenCodec(secret: string) {
  // A key of its own: a resumption token is never a valid signature for anything else.
  const key = createHmac('sha256', secret).update('oai-pmh resumption tokens').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    encode(state: TokenState): string {
      const body = Buffer.from(JSON.stringify(state)).toString('base64url');
      return `${body}.${sign(body)}`;
    },
    decode(token: string, verb: TokenState['v'], now = Date.now()): TokenState {
      const bad = (why: string) => new OaiError('badResumptionToken', why);
      const [body, mac, extra] = token.split('.');
      if (!body || !mac || extra !== undefined) throw bad('The resumptionToken is not one this repository issued.');
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw bad('The resumptionToken is not one this repository issued.');
      }
      const parsed = PayloadSchema.safeParse(
        (() => {
          try {
            return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
          } catch {
            return null;
          }
        })(),
      );
      if (!parsed.success) throw bad('The resumptionToken is not one this repository issued.');
      if (parsed.data.v !== verb) throw bad(`The resumptionToken belongs to a ${parsed.data.v} harvest.`);
      if (parsed.data.x < now) throw bad('The resumptionToken has expired: start the harvest again.');
      return parsed.data;
    },
  };
}

export type TokenCodec = ReturnType<typeof createTokenCodec>;
