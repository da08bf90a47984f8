/*
 * Moments of a recording: the `?t=SECONDS` of a shared link, and how a moment reads ("1:23").
 * No zod here: the listener app's first screens import these.
 */

/** The longest clip the server cuts, in seconds. */
export const CLIP_MAX_SECONDS = 60;
/** A clip's length when none is asked for. */
export const CLIP_DEFAULT_SECONDS = 30;

/**
 * The moment a link's `t` names, in whole seconds, or null when there is none or it is not a
 * moment. Seconds as the contract writes them (`83`, `83.4`), and the forms people paste from
 * other players (`1:23`, `1m23s`).
 */
export function parseMoment(value: string | null | undefined): number | null {
  if (!value) return null;
  const v = value.trim();
  let seconds: number | null = null;
  if (/^\d+(\.\d+)?$/.test(v)) seconds = Number(v);
  else if (/^\d+(:\d{1,2}){1,2}$/.test(v)) seconds = v.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  else {
    const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(v);
    if (m && (m[1] || m[2] || m[3])) seconds = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  }
  return seconds !== null && Number.isFinite(seconds) ? Math.floor(seconds) : null;
}

/** A moment as people say it: `1:23`, `12:05`, `1:02:03`. */
export function formatMoment(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** A song's address at a moment (`/song/{id}?t=83`); the moment 0 is the plain address. */
export function momentPath(base: string, seconds: number): string {
  const t = Math.max(0, Math.floor(seconds));
  return t > 0 ? `${base}?t=${t}` : base;
}
