/**
 * The browser's install offer for the listener app. Chromium makes it once per page
 * load, as soon as it finds the app installable, which can be long before the /listen chunk
 * has loaded. So this module is part of the entry (apps/web/index.html loads it beside
 * main.tsx): it catches the offer on /listen pages from the start and keeps it until the
 * install card (offline-support.tsx) uses it. Other pages are left to the browser.
 */
export type InstallOffer = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };

let offer: InstallOffer | null = null;
const listeners = new Set<() => void>();

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!/^\/listen(\/|$)/.test(window.location.pathname)) return;
    // Kept for a polite moment instead of the browser's own banner.
    event.preventDefault();
    offer = event as InstallOffer;
    for (const l of listeners) l();
  });
}

export const installOffer = {
  current: (): InstallOffer | null => offer,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** An offer can be used once. */
  take(): InstallOffer | null {
    const taken = offer;
    offer = null;
    for (const l of listeners) l();
    return taken;
  },
};
