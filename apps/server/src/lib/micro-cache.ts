import { LRUCache } from 'lru-cache';

/**
 * A tiny in-process cache of computed answers for a short time. Used for the public song
 * lists, which every visitor asks for and which change rarely: one database round trip
 * and one serialisation serve every request of the next moments. The owner clears it
 * when the catalogue changes; the time limit bounds staleness across processes.
 */
export function createMicroCache<T extends {}>(ttlMs: number, maxEntries = 500) {
  const entries = new LRUCache<string, Promise<T>>({ max: maxEntries, ttl: ttlMs });
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) return hit;
      const value = load();
      entries.set(key, value);
      // A failed load is not remembered.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
export type MicroCache<T extends {}> = ReturnType<typeof createMicroCache<T>>;
