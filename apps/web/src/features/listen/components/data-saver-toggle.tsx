import { Trans } from '@lingui/react/macro';
import { player, usePlayerValue } from '../player-store';

/**
 * Data Saver: streams the ≤ 48 kbps rendition. Remembered on this device. On a phone a longer
 * name (another language's) may take two lines rather than push the header past the screen.
 */
export function DataSaverToggle() {
  const dataSaver = usePlayerValue((s) => s.dataSaver);
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold whitespace-nowrap text-cloth-900 max-sm:min-w-0 max-sm:leading-tight max-sm:whitespace-normal">
      <input
        type="checkbox"
        role="switch"
        aria-checked={dataSaver}
        checked={dataSaver}
        onChange={(e) => player.setDataSaver(e.currentTarget.checked)}
        className="size-5 shrink-0 accent-cloth-700"
      />
      <Trans>Data Saver</Trans>
    </label>
  );
}
