import { useLingui } from '@lingui/react';
import type { Song } from '@nupe/shared';
import { cn } from '../../../components/ui/cn';
import { dataCostText } from '../../../lib/data-cost';
import { usePlayerValue } from '../player-store';

/**
 * What playing or downloading `songs` costs at the listener's quality, the other quality
 * beside it: "3.8 MB · 1.4 MB with Data Saver" (`short`: "3.8 MB", for a row with no room),
 * in the reader's language. One song or a list (Play all, Download album). Null when no
 * length is known.
 */
export function useDataCost(songs: Song | readonly Song[]): { label: string | null; short: string | null } {
  const dataSaver = usePlayerValue((s) => s.dataSaver);
  // Worded again when the language changes.
  useLingui();
  const cost = dataCostText(songs, dataSaver);
  return { label: cost?.label ?? null, short: cost?.short ?? null };
}

/** The cost as text beside a play or download control (`className` gives its size and colour). */
export function DataCost({ songs, className }: { songs: Song | readonly Song[]; className?: string }) {
  const { label } = useDataCost(songs);
  if (!label) return null;
  return (
    <span className={cn('tabular-nums', className)} data-testid="data-cost">
      {label}
    </span>
  );
}
