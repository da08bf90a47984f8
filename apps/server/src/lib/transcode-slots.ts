/**
 * How many ffmpeg processes may run at once (MAX_TRANSCODES, the CPU count by default): the live
 * transcodes a listener waits on and the background jobs that decode whole recordings (renditions,
 * loudness, fingerprints) share one count, so an upload burst cannot put more ffmpegs on the CPU
 * than it has.
 *
 * A listener's request that finds every slot taken is told to come back (`tryAcquire` answers
 * `null`), never queued: a client retrying after a few seconds is better than one timing out
 * behind others. A job waits its turn instead (`forJob`), and while the limit is above one it never
 * takes the last free slot: one is always left for a listener.
 */
export type TranscodeSlots = {
  /** A slot, or null when all are taken; the answer's `release` frees it (safe to call twice). */
  tryAcquire(): Slot | null;
  /**
   * Runs a job's ffmpeg work once a slot is free for it (first come, first served), and frees the
   * slot when `work` ends. Rejects with the signal's reason when the job is aborted while waiting.
   */
  forJob<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T>;
  readonly inUse: number;
  /** Jobs waiting for a slot. */
  readonly waiting: number;
  readonly limit: number;
};

type Slot = { release: () => void };

/** Seconds a refused client is asked to wait before trying again. */
export const TRANSCODE_RETRY_SECONDS = 5;

export function createTranscodeSlots(limit: number): TranscodeSlots {
  let inUse = 0;
  /** The most slots jobs may hold together: all but one, so a listener is never refused by jobs alone. */
  const jobLimit = limit > 1 ? limit - 1 : 1;
  let jobsInUse = 0;
  const queue: { start: () => void }[] = [];

  const take = (forJob: boolean): Slot => {
    inUse += 1;
    if (forJob) jobsInUse += 1;
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        inUse -= 1;
        if (forJob) jobsInUse -= 1;
        wake();
      },
    };
  };
  const jobMayStart = () => inUse < limit && jobsInUse < jobLimit;
  function wake() {
    while (queue.length > 0 && jobMayStart()) queue.shift()?.start();
  }

  return {
    tryAcquire() {
      return inUse >= limit ? null : take(false);
    },
    async forJob(signal, work) {
      signal?.throwIfAborted();
      const slot = await new Promise<Slot>((resolve, reject) => {
        const waiter = {
          start: () => {
            signal?.removeEventListener('abort', abort);
            resolve(take(true));
          },
        };
        const abort = () => {
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', abort, { once: true });
        queue.push(waiter);
        wake();
      });
      try {
        return await work();
      } finally {
        slot.release();
      }
    },
    get inUse() {
      return inUse;
    },
    get waiting() {
      return queue.length;
    },
    limit,
  };
}
