import { createHash, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import type { AppKeyVault } from '../../lib/app-key-vault.js';
import { tryNormalizePhone } from '../../lib/phone.js';
import { type CurrentUser, loadUser } from '../../plugins/access.js';
import { appKeysRepository } from '../../repositories/app-keys.repository.js';
import { SUB_ERRORS, SubsonicError } from './subsonic-response.js';

/**
 * Who calls /rest. Only app keys are accepted, never the account password:
 * - `apiKey` (OpenSubsonic's apiKeyAuthentication), alone, without `u`;
 * - `u` (the phone number, as typed) with `p` (the key, plain or `enc:` hex);
 * - `u` with `t` = md5(key + `s`), tried against that account's few active keys.
 * A wrong key answers 40 (44 for apiKey) whether or not the account exists.
 */
export type SubParams = Record<string, string | undefined>;

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const wrong = () => new SubsonicError(SUB_ERRORS.wrongCredentials, 'Wrong username or app key.');

/** Touching "last used" at most once a minute per key keeps most calls read-only. */
const touched = new Map<string, number>();
async function touch(db: Db, id: string) {
  const now = Date.now();
  if ((touched.get(id) ?? 0) > now - 60_000) return;
  touched.set(id, now);
  await appKeysRepository.touch(db, id);
}

/**
 * A key sent whole (apiKey, p) is trusted for a few seconds without asking the database again,
 * as the streaming service trusts a song's access: a music app streams and pages through a
 * library request after request. A revoked key is forgotten at once on every instance
 * (the appKeyRevoked event); a suspension takes effect within these seconds.
 */
const TRUST_MS = 5_000;

/** The cache entry of a key sent whole, in a valid shape; null for tokens and anything odd. */
function wholeKeyOf(q: SubParams, vault: AppKeyVault): string | null {
  if (q.apiKey !== undefined) {
    return q.u === undefined && q.p === undefined && q.t === undefined ? `k:${vault.digest(q.apiKey)}` : null;
  }
  if (q.u === undefined || q.p === undefined) return null;
  return `u:${q.u}:${vault.digest(plainOf(q.p))}`;
}
const plainOf = (p: string) => (p.startsWith('enc:') ? Buffer.from(p.slice(4), 'hex').toString('utf8') : p);

export function createSubsonicAuth(db: Db, vault: AppKeyVault) {
  const trusted = new LRUCache<string, { keyId: string; user: CurrentUser }>({ max: 10_000, ttl: TRUST_MS });
  return {
    async authenticate(q: SubParams): Promise<CurrentUser> {
      const cacheKey = wholeKeyOf(q, vault);
      const hit = cacheKey ? trusted.get(cacheKey) : undefined;
      if (hit) return hit.user;
      const found = await authenticate(db, vault, q);
      if (cacheKey) trusted.set(cacheKey, found);
      return found.user;
    },
    /** Forgets a revoked key. */
    forget(keyId: string) {
      for (const [k, v] of trusted.entries()) if (v.keyId === keyId) trusted.delete(k);
    },
  };
}
export type SubsonicAuth = ReturnType<typeof createSubsonicAuth>;

async function authenticate(db: Db, vault: AppKeyVault, q: SubParams): Promise<{ keyId: string; user: CurrentUser }> {
  let keyId: string | null = null;
  let userId: string | null = null;
  /** A key sent whole comes with its owner in the same query (one round trip per request). */
  let owner: CurrentUser | null = null;
  if (q.apiKey !== undefined) {
    if (q.u !== undefined || q.p !== undefined || q.t !== undefined) {
      throw new SubsonicError(SUB_ERRORS.conflictingAuth, 'Send apiKey alone, without u, p or t.');
    }
    const found = await appKeysRepository.findByDigest(db, vault.digest(q.apiKey));
    if (!found) throw new SubsonicError(SUB_ERRORS.invalidApiKey, 'This app key is not valid (revoked, or mistyped).');
    keyId = found.key.id;
    userId = found.key.userId;
    owner = found.user;
  } else {
    if (!q.u) throw new SubsonicError(SUB_ERRORS.missingParameter, 'Required parameter is missing: u (or apiKey).');
    const phone = tryNormalizePhone(q.u);
    if (q.p !== undefined) {
      const found = await appKeysRepository.findByDigest(db, vault.digest(plainOf(q.p)));
      if (!found || !phone || found.phone !== phone) throw wrong();
      keyId = found.key.id;
      userId = found.key.userId;
      owner = found.user;
    } else if (q.t !== undefined && q.s !== undefined) {
      const keys = phone ? await appKeysRepository.activeForPhone(db, phone) : [];
      const t = q.t.toLowerCase();
      for (const { key } of keys) {
        const plain = vault.open(key.sealed);
        if (plain && same(md5(plain + q.s), t)) {
          keyId = key.id;
          userId = key.userId;
          break;
        }
      }
      if (!keyId) throw wrong();
    } else {
      throw new SubsonicError(SUB_ERRORS.missingParameter, 'Required parameter is missing: p, or t and s.');
    }
  }
  const user = owner ?? (userId ? await loadUser(db, userId) : null);
  if (user?.status !== 'active' || !keyId) throw wrong();
  await touch(db, keyId);
  return { keyId, user };
}
