/** What the choice of the better original reads of each stored file. */
export type OriginalFacts = {
  mime: string;
  codec: string | null;
  bitrate: number | null;
  durationSeconds: number | null;
};

const LOSSLESS_MIMES = new Set(['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/flac', 'audio/x-flac', 'audio/aiff']);
const LOSSLESS_CODEC = /pcm|flac|alac|wavpack|lossless/i;

/** A file that keeps every sample of the recording (WAV, FLAC, ALAC…), by its sniffed type or codec. */
export function isLossless(f: Pick<OriginalFacts, 'mime' | 'codec'>): boolean {
  return LOSSLESS_MIMES.has(f.mime.toLowerCase()) || (f.codec !== null && LOSSLESS_CODEC.test(f.codec));
}

/** The format as staff read it, e.g. "WAV (lossless)" or "MP3". */
export function formatLabel(f: Pick<OriginalFacts, 'mime' | 'codec'>): string {
  const sub = f.mime.split('/')[1]?.replace(/^x-/, '') ?? f.mime;
  const name = sub === 'mpeg' || sub === 'mp3' ? 'MP3' : sub.toUpperCase();
  return isLossless(f) ? `${name} (lossless)` : name;
}

/**
 * Compares two originals of the same recording: lossless beats lossy, then the higher bitrate,
 * then the longer file (a cut copy loses). Positive when `a` is better, negative when `b` is, 0
 * when neither is (the caller keeps its own).
 */
export function compareOriginals(a: OriginalFacts, b: OriginalFacts): number {
  const lossless = Number(isLossless(a)) - Number(isLossless(b));
  if (lossless !== 0) return lossless;
  const bitrate = (a.bitrate ?? 0) - (b.bitrate ?? 0);
  if (bitrate !== 0) return Math.sign(bitrate);
  // Lengths within a tenth of a second are the same length measured twice.
  const length = (a.durationSeconds ?? 0) - (b.durationSeconds ?? 0);
  return Math.abs(length) < 0.1 ? 0 : Math.sign(length);
}
