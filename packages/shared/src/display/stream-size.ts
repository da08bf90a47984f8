/** What the streamed copies are made at (apps/server renditions): ~128 kbps MP3, Opus under 48 kbps. */
export const STREAM_KBPS = { standard: 128, dataSaver: 48 } as const;

export type StreamQuality = keyof typeof STREAM_KBPS;

/**
 * Bytes a listener downloads to hear a song once at a quality: duration × bitrate / 8. The
 * copy is never richer than the original, so a lower original bitrate (bits per second) wins.
 * Null when the duration is not known.
 */
export function streamBytes(
  durationSeconds: number | null,
  originalBitrate: number | null,
  quality: StreamQuality,
): number | null {
  if (durationSeconds === null || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return null;
  const rendition = STREAM_KBPS[quality] * 1000;
  const bitsPerSecond = originalBitrate && originalBitrate > 0 ? Math.min(originalBitrate, rendition) : rendition;
  return Math.round((durationSeconds * bitsPerSecond) / 8);
}

/** 3_840_000 → "3.8 MB", 640_000 → "640 KB" (decimal units, as phone plans count data). */
export function formatDataSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}
