import { TOKEN_TTL_REMEMBER_SECONDS, TOKEN_TTL_SECONDS } from '@nupe/shared';
import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { sub: string };

/** Signed bearer tokens (HS256). Role and status are never trusted from the token. */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId: string, rememberMe = false): Promise<string> {
      const ttl = rememberMe ? TOKEN_TTL_REMEMBER_SECONDS : TOKEN_TTL_SECONDS;
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttl}s`)
        .sign(key);
    },
    /** The user id the token was issued to, or null when forged, expired or malformed. */
    async verify(token: string): Promise<string | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch (err) {
        if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
