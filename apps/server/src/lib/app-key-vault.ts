import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Sealing music-app keys at rest. The plain key is needed again for Subsonic's token
 * check (md5(key + salt)), so it cannot be only hashed; it is encrypted with AES-256-GCM under
 * a key derived (HKDF) from the server's JWT secret, which lives in the environment or in
 * DATA_DIR, never in the database: a copy of the database alone opens no key.
 */
export function createAppKeyVault(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'nupe-music', 'app keys at rest', 32));
  return {
    /** A new key for a device: 32 random bytes, URL-safe (43 characters). */
    newKey: () => randomBytes(32).toString('base64url'),
    /** SHA-256 of a key, to find it by index when it is sent whole. */
    digest: (plain: string) => createHash('sha256').update(plain).digest('hex'),
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    /** The plain key, or null when the sealed value was not made with this secret. */
    open(sealed: string): string | null {
      try {
        const raw = Buffer.from(sealed, 'base64');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type AppKeyVault = ReturnType<typeof createAppKeyVault>;
