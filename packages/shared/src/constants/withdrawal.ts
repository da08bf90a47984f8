/**
 * The archive's promise: a withdrawal (or a takedown, a closed season, a changed access level)
 * reaches every copy the platform controls within this many seconds, on every instance.
 */
export const WITHDRAWAL_PROMISE_SECONDS = 60;

/**
 * The longest any cache, shared or the listener's own, may keep an answer that a withdrawal
 * can change (audio, covers, the sitemap, public counts), and the longest a presigned bucket
 * link lives: the promise less the server's own lookup caches (5 s) and the event bus between
 * instances (under a second).
 */
export const WITHDRAWAL_CACHE_SECONDS = 50;

/**
 * How often the listener app asks, while online, whether each song saved on the device may
 * still be kept and played; a withdrawn one is dropped. Below the promise, so the check and
 * its answer fit in it.
 */
export const OFFLINE_RECHECK_SECONDS = 45;
