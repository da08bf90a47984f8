import { TOKEN_TTL_REMEMBER_SECONDS, TOKEN_TTL_SECONDS } from '@nupe/shared';
import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { sub: string };

/** A bearer token's user and the session version it was signed with (`sv`, 0 when absent). */
export type Session = { userId: string; sessionVersion: number };

/** The audience of media keys: they identify a listener to media routes only, never to the API. */
const MEDIA_AUDIENCE = 'media';
/** A media key lasts to the end of the next day (UTC), so it is the same all day (stable URLs). */
const TICKET_AUDIENCE = 'ticket:';
const TICKET_TTL_S = 60;
const mediaKeyExpiry = (now: number) => Math.floor(now / 86_400_000 + 2) * 86_400;

/** Signed bearer tokens (HS256). Role and status are never trusted from the token. */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  /** The user and session version of a bearer token, or null when forged, expired or malformed. */
  async function verifySession(token: string): Promise<Session | null> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      // A media key is not a bearer token.
      if (payload.aud !== undefined) return null;
      if (typeof payload.sub !== 'string') return null;
      const sv = payload.sv ?? 0;
      if (typeof sv !== 'number' || !Number.isSafeInteger(sv) || sv < 0) return null;
      return { userId: payload.sub, sessionVersion: sv };
    } catch (err) {
      if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }
  /** The user and session version of a key signed for `audience`, or null. */
  async function verifyAudience(token: string, audience: string): Promise<Session | null> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience });
      const sv = payload.sv ?? 0;
      if (typeof payload.sub !== 'string' || typeof sv !== 'number' || !Number.isSafeInteger(sv) || sv < 0) return null;
      return { userId: payload.sub, sessionVersion: sv };
    } catch (err) {
      if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }
  return {
    /**
     * `sessionVersion` is the user's at signing: a password reset moves the user's on, and
     * the access check then refuses every token signed before.
     */
    async sign(userId: string, rememberMe = false, sessionVersion = 0): Promise<string> {
      const ttl = rememberMe ? TOKEN_TTL_REMEMBER_SECONDS : TOKEN_TTL_SECONDS;
      return new SignJWT(sessionVersion > 0 ? { sv: sessionVersion } : {})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttl}s`)
        .sign(key);
    },
    /** The user id the token was issued to, or null when forged, expired or malformed. */
    async verify(token: string): Promise<string | null> {
      return (await verifySession(token))?.userId ?? null;
    },
    /** The user and session version of a bearer token, or null when forged, expired or malformed. */
    verifySession,
    /**
     * A media key: `<audio>`, `<img>` and downloads cannot send a bearer token, so the
     * addresses of an item that is not open to all carry `?key=`, which names the listener to
     * the media routes. Access is still decided at each request, so a withdrawal or a closed
     * season takes effect at once; the key only says who is asking.
     */
    signMedia(userId: string, sessionVersion = 0, now = Date.now()): Promise<string> {
      // The session version: a password reset or "sign out everywhere" ends media keys too.
      return new SignJWT(sessionVersion > 0 ? { sv: sessionVersion } : {})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setAudience(MEDIA_AUDIENCE)
        .setIssuedAt(mediaKeyExpiry(now) - 2 * 86_400)
        .setExpirationTime(mediaKeyExpiry(now))
        .sign(key);
    },
    verifyMedia: (mediaKey: string) => verifyAudience(mediaKey, MEDIA_AUDIENCE),
    /**
     * A ticket for one purpose (the admin's bag download: `bag:<scope>:<id>`), for the one link
     * the admin follows now: it lives 60 s and opens that address and nothing else, where a
     * media key (in the URL of every restricted item the admin loads) opens no download.
     */
    signTicket(userId: string, purpose: string, sessionVersion = 0): Promise<string> {
      return new SignJWT(sessionVersion > 0 ? { sv: sessionVersion } : {})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setAudience(`${TICKET_AUDIENCE}${purpose}`)
        .setIssuedAt()
        .setExpirationTime(`${TICKET_TTL_S}s`)
        .sign(key);
    },
    verifyTicket: (ticket: string, purpose: string) => verifyAudience(ticket, `${TICKET_AUDIENCE}${purpose}`),
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
