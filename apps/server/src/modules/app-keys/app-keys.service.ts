import { APP_KEYS_MAX, type AppKey, type AppKeyCreated } from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppKeyVault } from '../../lib/app-key-vault.js';
import type { AppEvents } from '../../lib/events.js';
import { type AppKeyRow, appKeysRepository } from '../../repositories/app-keys.repository.js';
import { usersRepository } from '../../repositories/users.repository.js';

const toAppKey = (k: AppKeyRow): AppKey => ({
  id: k.id,
  name: k.name,
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
});

/** "Connect a music app": a key per device, listed with its last use, revocable at once. */
export function createAppKeysService(db: Db, vault: AppKeyVault, events: AppEvents) {
  return {
    async list(userId: string): Promise<AppKey[]> {
      return (await appKeysRepository.listActive(db, userId)).map(toAppKey);
    },

    /** What a music app asks for as the user name: the account's phone number. */
    async username(userId: string): Promise<string> {
      return (await usersRepository.findById(db, userId))?.phone ?? '';
    },

    async create(userId: string, name: string): Promise<AppKeyCreated> {
      return db.transaction(async (tx) => {
        if ((await appKeysRepository.countActive(tx, userId)) >= APP_KEYS_MAX) {
          throw new AppError('TOO_MANY_APP_KEYS', 409);
        }
        const key = vault.newKey();
        const row = await appKeysRepository.insert(tx, {
          userId,
          name,
          digest: vault.digest(key),
          sealed: vault.seal(key),
        });
        return { ...toAppKey(row), key };
      });
    },

    async revoke(userId: string, id: string): Promise<void> {
      if (!(await appKeysRepository.revoke(db, userId, id))) throw new AppError('APP_KEY_NOT_FOUND', 404);
      // /rest trusts a key for a few seconds: every instance forgets this one now.
      events.emit('appKeyRevoked', { keyId: id });
    },
  };
}

export type AppKeysService = ReturnType<typeof createAppKeysService>;
