/** PostgreSQL's unique_violation, as both pg and PGlite report it (possibly wrapped by drizzle). */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
