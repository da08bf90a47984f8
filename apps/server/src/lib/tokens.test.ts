import { randomUUID } from 'node:crypto';
import { TOKEN_TTL_REMEMBER_SECONDS, TOKEN_TTL_SECONDS } from '@nupe/shared';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.js';

const SECRET = 'a'.repeat(48);
const key = new TextEncoder().encode(SECRET);

describe('token service', () => {
  const tokens = createTokenService(SECRET);

  it('signs a token that verifies to its user id', async () => {
    const id = randomUUID();
    expect(await tokens.verify(await tokens.sign(id))).toBe(id);
  });

  it('lasts one day, or thirty with remember-me', async () => {
    const short = decodeJwt(await tokens.sign(randomUUID()));
    const long = decodeJwt(await tokens.sign(randomUUID(), true));
    expect(short.exp! - short.iat!).toBe(TOKEN_TTL_SECONDS);
    expect(long.exp! - long.iat!).toBe(TOKEN_TTL_REMEMBER_SECONDS);
    expect(TOKEN_TTL_REMEMBER_SECONDS).toBe(30 * TOKEN_TTL_SECONDS);
  });

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(randomUUID())
      .setIssuedAt(past - 60)
      .setExpirationTime(past)
      .sign(key);
    expect(await tokens.verify(expired)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const other = createTokenService('b'.repeat(48));
    expect(await tokens.verify(await other.sign(randomUUID()))).toBeNull();
  });

  it('refuses a tampered payload, an unsigned token and garbage', async () => {
    const good = await tokens.sign(randomUUID());
    const [header, , signature] = good.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: randomUUID(), exp: 9999999999 })).toString('base64url');
    expect(await tokens.verify(`${header}.${payload}.${signature}`)).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await tokens.verify(none)).toBeNull();
    expect(await tokens.verify('not-a-token')).toBeNull();
    expect(await tokens.verify('')).toBeNull();
  });

  it('refuses a token without a subject', async () => {
    const noSub = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key);
    expect(await tokens.verify(noSub)).toBeNull();
  });

  it('carries the session version it was signed with (none: 0), and refuses a bent one', async () => {
    const id = randomUUID();
    expect(await tokens.verifySession(await tokens.sign(id))).toEqual({ userId: id, sessionVersion: 0 });
    expect(decodeJwt(await tokens.sign(id))).not.toHaveProperty('sv');
    expect(await tokens.verifySession(await tokens.sign(id, true, 3))).toEqual({ userId: id, sessionVersion: 3 });
    for (const sv of ['3', -1, 1.5]) {
      const bent = await new SignJWT({ sv })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(id)
        .setExpirationTime('1h')
        .sign(key);
      expect(await tokens.verifySession(bent)).toBeNull();
    }
  });
});
