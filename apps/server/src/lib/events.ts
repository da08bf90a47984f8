import { EventEmitter } from 'node:events';

/** What happened, for whoever cares: services say it once, caches and workers listen. */
export type AppEventMap = {
  /**
   * The public catalogue may read differently now: a song's visibility or details changed
   * (`songId`), or any write changed something public (`songId: null`).
   */
  catalogueChanged: { songId: string | null };
};

export type AppEvents = ReturnType<typeof createAppEvents>;

export function createAppEvents() {
  const emitter = new EventEmitter();
  // Every module may listen; a warning at ten listeners would only be noise.
  emitter.setMaxListeners(0);
  return {
    emit<K extends keyof AppEventMap>(name: K, event: AppEventMap[K]): void {
      emitter.emit(name, event);
    },
    /** Answers the function that stops listening. */
    on<K extends keyof AppEventMap>(name: K, listener: (event: AppEventMap[K]) => void): () => void {
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
    /** Shorthand for the one event most services send. */
    catalogueChanged(songId: string | null = null): void {
      emitter.emit('catalogueChanged', { songId });
    },
  };
}
