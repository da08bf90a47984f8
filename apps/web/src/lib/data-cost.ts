import { t } from '@lingui/core/macro';
import { formatDataSize, type SizedSong, songsBytes } from '@nupe/shared';

/**
 * What playing or downloading songs costs, in the reader's language: the listener's quality
 * first and the other beside it ("3.8 MB · 1.4 MB with Data Saver", with Data Saver on
 * "1.4 MB with Data Saver · 3.8 MB without"); `short` is the listener's quality alone, for a
 * row with no room. Null when no length is known. The numbers are the shared package's
 * (songsBytes, formatDataSize); only the words are translated here.
 */
export function dataCostText(
  songs: SizedSong | readonly SizedSong[],
  dataSaver: boolean,
): { label: string; short: string } | null {
  const standard = songsBytes(songs, 'standard');
  const saver = songsBytes(songs, 'dataSaver');
  if (standard === null || saver === null) return null;
  const full = formatDataSize(standard);
  const small = formatDataSize(saver);
  return {
    label: dataSaver ? t`${small} with Data Saver · ${full} without` : t`${full} · ${small} with Data Saver`,
    short: dataSaver ? small : full,
  };
}
