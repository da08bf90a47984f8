/**
 * How many ffmpeg transcodes a listener is waiting on may run at once (MAX_TRANSCODES, the CPU
 * count by default). A request that finds every slot taken is told to come back (`null`), never
 * queued: a client retrying after a few seconds is better than one timing out behind others.
 */
export type TranscodeSlots = {
  /** A slot, or null when all are taken; the answer's `release` frees it (safe to call twice). */
  tryAcquire(): { release: () => void } | null;
  readonly inUse: number;
  readonly limit: number;
};

/** Seconds a refused client is asked to wait before trying again. */
export const TRANSCODE_RETRY_SECONDS = 5;

export function createTranscodeSlots(limit: number): TranscodeSlots {
  let inUse = 0;
  return {
    tryAcquire() {
      if (inUse >= limit) return null;
      inUse += 1;
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          inUse -= 1;
        },
      };
    },
    get inUse() {
      return inUse;
    },
    limit,
  };
}
