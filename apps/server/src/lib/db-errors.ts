/** PostgreSQL's unique_violation, as both pg and PGlite report it (possibly wrapped by drizzle). */
export function isUniqueViolation(err: unknown): boolean {
  return hasCode(err, '23505');
}

function hasCode(err: unknown, code: string): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && e !== null && (e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** A row still referenced: foreign_key_violation, or restrict_violation for ON DELETE RESTRICT. */
export function isForeignKeyViolation(err: unknown): boolean {
  return hasCode(err, '23503') || hasCode(err, '23001');
}
