import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import type { AppEventMap } from '../lib/events.js';

/** The PostgreSQL channel app events travel on between instances. */
export const EVENTS_CHANNEL = 'nupe_events';

type Message = { from: string; name: keyof AppEventMap; event: AppEventMap[keyof AppEventMap] };

/**
 * App events shared by every instance on one PostgreSQL: what one instance emits is sent
 * as a NOTIFY, and each other instance delivers it to its own listeners, so a write on one clears
 * the public caches of all within a moment. Identical events in one turn of the event loop are
 * sent once. With PGlite (one process by design) nothing is sent.
 */
export function createInstanceBus(database: Database, onError: (err: unknown) => void) {
  const instanceId = randomUUID();
  const queued = new Set<string>();
  const flush = () => {
    for (const payload of queued) database.notify(EVENTS_CHANNEL, payload).catch(onError);
    queued.clear();
  };
  return {
    broadcast<K extends keyof AppEventMap>(name: K, event: AppEventMap[K]) {
      if (database.kind !== 'postgres') return;
      if (queued.size === 0) setImmediate(flush);
      queued.add(JSON.stringify({ from: instanceId, name, event } satisfies Message));
    },
    /** Delivers the other instances' events to `receive`; answers the function that stops. */
    async listen(receive: (name: keyof AppEventMap, event: AppEventMap[keyof AppEventMap]) => void) {
      if (database.kind !== 'postgres') return async () => {};
      return database.listen(EVENTS_CHANNEL, (payload) => {
        try {
          const message = JSON.parse(payload) as Message;
          if (message.from !== instanceId) receive(message.name, message.event);
        } catch (err) {
          onError(err);
        }
      });
    },
  };
}
