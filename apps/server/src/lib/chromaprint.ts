import { execFile } from 'node:child_process';

const FPCALC = process.env.FPCALC_PATH ?? 'fpcalc';

export type Fingerprint = { durationSeconds: number; fingerprint: number[] };

/**
 * The Chromaprint fingerprint of a file, by Debian's fpcalc (libchromaprint-tools) in raw form.
 * fpcalc exits non-zero when the last frame of a file does not decode cleanly yet still prints
 * the fingerprint of what it read: its JSON is what counts. Rejects when there is none.
 */
export function fingerprintOf(file: string, signal?: AbortSignal): Promise<Fingerprint> {
  return new Promise((resolve, reject) => {
    execFile(
      FPCALC,
      ['-raw', '-json', '-length', '120', file],
      { timeout: 120_000, maxBuffer: 4 * 1024 * 1024, signal },
      (err, stdout, stderr) => {
        // Too short (or silent) to fingerprint: kept as an empty fingerprint that matches nothing.
        if (String(stderr).includes('Empty fingerprint')) return resolve({ durationSeconds: 0, fingerprint: [] });
        try {
          const parsed = JSON.parse(String(stdout)) as { duration?: number; fingerprint?: number[] };
          if (Array.isArray(parsed.fingerprint) && parsed.fingerprint.length > 0) {
            // fpcalc prints unsigned 32-bit values; kept as PostgreSQL integers (signed).
            return resolve({
              durationSeconds: Number(parsed.duration ?? 0),
              fingerprint: parsed.fingerprint.map((v) => v | 0),
            });
          }
        } catch {
          // no JSON: fall through to the error
        }
        reject(new Error(`fpcalc gave no fingerprint${err ? `: ${err.message}` : ''}`));
      },
    );
  });
}

const bits = (v: number) => {
  let x = v >>> 0;
  let n = 0;
  while (x) {
    x &= x - 1;
    n += 1;
  }
  return n;
};

/**
 * How alike two fingerprints are: 1 − the bit error rate at their best alignment (one may start
 * up to `maxShift` values, ~1.2 s, later), over at least `minOverlap` values; 0 when they
 * overlap too little. The same recording scores above 0.85; unrelated audio near 0.5.
 */
export function similarity(a: number[], b: number[], maxShift = 10, minOverlap = 20): number {
  let best = 0;
  for (let shift = -maxShift; shift <= maxShift; shift++) {
    let errors = 0;
    let n = 0;
    for (let i = 0; i < a.length; i++) {
      const j = i + shift;
      if (j < 0 || j >= b.length) continue;
      errors += bits((a[i] as number) ^ (b[j] as number));
      n += 1;
    }
    if (n >= minOverlap) best = Math.max(best, 1 - errors / (32 * n));
  }
  return best;
}

/** Above this similarity two files are the same recording. */
export const SAME_RECORDING = 0.85;
