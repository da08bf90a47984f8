import { EventEmitter } from 'node:events';

/**
 * What happened, for whoever cares: the service that changed something says so once, by one of
 * these names, after its transaction commits; caches and workers listen. This map is the whole
 * set. Events also reach the other instances on the same PostgreSQL (plugins/instance-bus.ts).
 */
export type AppEventMap = {
  /**
   * One song reads differently to the public: published or taken off, edited, its audio, cover
   * or album changed, removed or restored, its access, consent, description, transcripts or
   * sections changed. Heard by the public list cache, the streaming lookup cache, the provenance
   * facts and copies, and the loudness backfill.
   */
  songChanged: { songId: string };
  /**
   * The public song lists read differently, with no single song to name: a new song published
   * by its upload, an album renamed, an artist profile made, a like or favourite counted, a
   * group's members, a measurement or a fixity audit. Heard by the public list cache.
   */
  catalogueChanged: Record<string, never>;
  /** A music-app key was revoked: every instance forgets it at once. */
  appKeyRevoked: { keyId: string };
  /** A translation was reviewed: every instance forgets its interface texts of that language. */
  translationsChanged: { locale: string };
};

export type AppEventName = keyof AppEventMap;
export type AppEvents = ReturnType<typeof createAppEvents>;

/**
 * `broadcast` tells the other instances (plugins/core.ts sends it as a PostgreSQL NOTIFY);
 * what they send is delivered here with `receive`, which does not broadcast again.
 */
export function createAppEvents(
  broadcast: <K extends AppEventName>(name: K, event: AppEventMap[K]) => void = () => {},
) {
  const emitter = new EventEmitter();
  // Every module may listen; a warning at ten listeners would only be noise.
  emitter.setMaxListeners(0);
  const emit = <K extends AppEventName>(name: K, event: AppEventMap[K]): void => {
    emitter.emit(name, event);
    broadcast(name, event);
  };
  return {
    emit,
    /** An event another instance sent: delivered to this instance's listeners only. */
    receive<K extends AppEventName>(name: K, event: AppEventMap[K]): void {
      emitter.emit(name, event);
    },
    /** Listens to one name, or to several with one listener; answers the function that stops. */
    on<K extends AppEventName>(names: K | K[], listener: (event: AppEventMap[K]) => void): () => void {
      const all = Array.isArray(names) ? names : [names];
      for (const name of all) emitter.on(name, listener);
      return () => {
        for (const name of all) emitter.off(name, listener);
      };
    },
    /** Shorthand: this song reads differently to the public. */
    songChanged(songId: string): void {
      emit('songChanged', { songId });
    },
    /** Shorthand: the public lists read differently, no single song to name. */
    catalogueChanged(): void {
      emit('catalogueChanged', {});
    },
  };
}
