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

/** What streamBytes needs of a song (a Song fits). */
export type SizedSong = { durationSeconds: number | null; bitrate: number | null };

/** The bytes of one song or a whole list at a quality; songs of unknown length add nothing. Null when none is known. */
export function songsBytes(songs: SizedSong | readonly SizedSong[], quality: StreamQuality): number | null {
  let total: number | null = null;
  for (const song of Array.isArray(songs) ? songs : [songs]) {
    const bytes = streamBytes(song.durationSeconds, song.bitrate, quality);
    if (bytes !== null) total = (total ?? 0) + bytes;
  }
  return total;
}

/**
 * What playing or downloading costs, the listener's quality first and the other beside it:
 * "3.8 MB · 1.4 MB with Data Saver", or with Data Saver on "1.4 MB with Data Saver · 3.8 MB
 * without". Null when no length is known. Every play and download control reads this one line.
 */
export function dataCostLabel(songs: SizedSong | readonly SizedSong[], dataSaver: boolean): string | null {
  const standard = songsBytes(songs, 'standard');
  const saver = songsBytes(songs, 'dataSaver');
  if (standard === null || saver === null) return null;
  return dataSaver
    ? `${formatDataSize(saver)} with Data Saver · ${formatDataSize(standard)} without`
    : `${formatDataSize(standard)} · ${formatDataSize(saver)} with Data Saver`;
}

/** The listener's quality alone, for a row with no room for both: "3.8 MB" (null when unknown). */
export function dataCostShort(songs: SizedSong | readonly SizedSong[], dataSaver: boolean): string | null {
  const bytes = songsBytes(songs, dataSaver ? 'dataSaver' : 'standard');
  return bytes === null ? null : formatDataSize(bytes);
}

/**
 * 3_840_000 → "3.8 MB", 430_000_000 → "430 MB", 640_000 → "640 KB", 2_000_000_000 → "2 GB",
 * 0 → "0 MB": decimal units, as phone plans count data, one decimal unless it is 0. The one
 * data-size format of the listener's screens.
 */
export function formatDataSize(bytes: number): string {
  if (!(bytes > 0)) return '0 MB';
  const oneDecimal = (n: number) => n.toFixed(1).replace(/\.0$/, '');
  if (bytes >= 1_000_000_000) return `${oneDecimal(bytes / 1_000_000_000)} GB`;
  if (bytes >= 1_000_000) return `${oneDecimal(bytes / 1_000_000)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}
