import { EventEmitter } from 'node:events';

/** What happened, for whoever cares: services say it once, caches and workers listen. */
export type AppEventMap = {
  /**
   * The public catalogue may read differently now: a song's visibility or details changed
   * (`songId`), or any write changed something public (`songId: null`).
   */
  catalogueChanged: { songId: string | null };
  /** A music-app key was revoked (#17): every instance forgets it at once. */
  appKeyRevoked: { keyId: string };
  /** A translation was reviewed: every instance forgets its interface texts of that language. */
  translationsChanged: { locale: string };
};

export type AppEvents = ReturnType<typeof createAppEvents>;

/**
 * `broadcast` tells the other instances (plugins/core.ts sends it as a PostgreSQL NOTIFY);
 * what they send is delivered here with `receive`, which does not broadcast again.
 */
export function createAppEvents(
  broadcast: <K extends keyof AppEventMap>(name: K, event: AppEventMap[K]) => void = () => {},
) {
  const emitter = new EventEmitter();
  // Every module may listen; a warning at ten listeners would only be noise.
  emitter.setMaxListeners(0);
  const emit = <K extends keyof AppEventMap>(name: K, event: AppEventMap[K]): void => {
    emitter.emit(name, event);
    broadcast(name, event);
  };
  return {
    emit,
    /** An event another instance sent: delivered to this instance's listeners only. */
    receive<K extends keyof AppEventMap>(name: K, event: AppEventMap[K]): void {
      emitter.emit(name, event);
    },
    /** Answers the function that stops listening. */
    on<K extends keyof AppEventMap>(name: K, listener: (event: AppEventMap[K]) => void): () => void {
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
    /** Shorthand for the one event most services send. */
    catalogueChanged(songId: string | null = null): void {
      emit('catalogueChanged', { songId });
    },
  };
}
