/** "1 song", "12 songs" */
export function songCount(n: number): string {
  return `${n} ${n === 1 ? 'song' : 'songs'}`;
}

/** A list's whole length: 45 → "1 min", 3720 → "1 h 2 min", 0 → "0 min". */
export function listLength(seconds: number): string {
  const minutes = Math.round((Number.isFinite(seconds) && seconds > 0 ? seconds : 0) / 60);
  if (seconds > 0 && minutes === 0) return '1 min';
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
