const KEY = 'listen.dataSaver';

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** True when the browser asks to save data (Save-Data) or reports a slow connection. */
export function connectionWantsDataSaver(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g';
}

/** The listener's own choice, when they made one. */
export function storedDataSaver(): boolean | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'on' ? true : value === 'off' ? false : null;
  } catch {
    return null;
  }
}

export function storeDataSaver(on: boolean) {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/** Data Saver is on when the listener turned it on, or (no choice made) when the connection asks for it. */
export function initialDataSaver(): boolean {
  return storedDataSaver() ?? connectionWantsDataSaver();
}
