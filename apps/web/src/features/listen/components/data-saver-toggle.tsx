import { player, usePlayer } from '../player-store';

/** Data Saver: streams the ≤ 48 kbps rendition. Remembered on this device. */
export function DataSaverToggle() {
  const { dataSaver } = usePlayer();
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 whitespace-nowrap text-sm font-semibold text-cloth-900">
      <input
        type="checkbox"
        role="switch"
        aria-checked={dataSaver}
        checked={dataSaver}
        onChange={(e) => player.setDataSaver(e.currentTarget.checked)}
        className="size-5 accent-cloth-700"
      />
      Data Saver
    </label>
  );
}
