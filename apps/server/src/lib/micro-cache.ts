/**
 * A tiny in-process cache of computed answers for a short time. Used for the public song
 * lists, which every visitor asks for and which change rarely: one database round trip
 * and one serialisation serve every request of the next moments. The owner clears it
 * when the catalogue changes; the time limit bounds staleness across processes.
 */
export function createMicroCache<T>(ttlMs: number, maxEntries = 500) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { value, expires: now + ttlMs });
      // A failed load is not remembered.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
export type MicroCache<T> = ReturnType<typeof createMicroCache<T>>;
