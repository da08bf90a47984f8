/**
 * The tab title of a page drawn on the server. The browser's title is set by an effect
 * (use-document-title.ts), which never runs on the server; there the screen's title, in the
 * reader's language, is noted while it renders instead, and the server writes it into the page's
 * <title>, so the tab does not read English until the app starts. One page at a time
 * (server-entry.tsx queues renders). The outermost screen's title is kept, as in the browser,
 * where the outermost effect runs last.
 */
let drawn: string | null = null;

/** Notes the title while the server draws (a no-op in the browser). */
export function noteDrawnTitle(title: string): void {
  if (typeof document === 'undefined') drawn ??= title;
}

/** The title the drawing noted, if any, and forgets it for the next page. */
export function takeDrawnTitle(): string | null {
  const title = drawn;
  drawn = null;
  return title;
}
