/**
 * API answers the server sent inside the page (#18 speed): /listen's home comes drawn, with
 * the shelves it was drawn from in `<script type="application/json" id="page-data">`, keyed
 * by API path (under /api). The first render reads them instead of asking again, so it draws
 * exactly what the server drew and nothing is swapped or moves.
 */
export const PAGE_DATA_ID = 'page-data';

let answers: Record<string, unknown> | null = null;

function read(): Record<string, unknown> {
  if (answers) return answers;
  answers = {};
  if (typeof document === 'undefined') return answers;
  const script = document.getElementById(PAGE_DATA_ID);
  try {
    if (script?.textContent) answers = JSON.parse(script.textContent) as Record<string, unknown>;
  } catch {
    // A damaged copy: the page asks the API as it would without one.
  }
  return answers;
}

/** The answer the page came with for this API path, if any. */
export function pageData<T>(path: string): T | undefined {
  return read()[path] as T | undefined;
}

/** The server's render (server-entry.tsx) hands the answers it draws from. */
export function setPageData(data: Record<string, unknown>): void {
  answers = data;
}

/**
 * Whether the root holds the app as the server drew it (it came with its answers), rather than
 * a page's plain text for readers without JavaScript (a song page), which the app replaces.
 */
export function drawnByServer(): boolean {
  return typeof document !== 'undefined' && document.getElementById(PAGE_DATA_ID) !== null;
}
