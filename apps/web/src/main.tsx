import { I18nProvider } from '@lingui/react';
import { APP_HYDRATING_EVENT, APP_STARTED_EVENT, isLocale } from '@nupe/shared';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Root } from './app/root';
import { preloadArea } from './app/router';
import { FallbackLang } from './components/ui/fallback-lang';
import { activateLocale, i18n, initialLocale } from './lib/i18n';
import { drawnByServer } from './lib/page-data';
import { keepTypedBeforeStart } from './lib/typed-before-start';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const drawn = drawnByServer();

/**
 * Rendered last in the first commit: the page is the app's now. Text typed before is taken into
 * the app's state, presses held by the page's start script (APP_START_SCRIPT) are pressed again, and a
 * language chosen on this device but not sent to the server is put right.
 */
function Started() {
  useEffect(() => {
    if (drawn && root) keepTypedBeforeStart(root);
    setTimeout(() => root?.dispatchEvent(new Event(APP_STARTED_EVENT)));
    const wanted = initialLocale();
    if (drawn && wanted !== i18n.locale) void activateLocale(wanted);
  }, []);
  return null;
}

// A page the server drew is taken over in the language it was drawn in (its <html lang>), so the
// first render draws the same words; any other page starts in the reader's chosen language.
const serverLocale = document.documentElement.lang;
void Promise.all([
  activateLocale(drawn && isLocale(serverLocale) ? serverLocale : initialLocale()),
  preloadArea(window.location.pathname).catch(() => {}),
]).then(() => {
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n} defaultComponent={FallbackLang}>
        <BrowserRouter>
          <Root />
        </BrowserRouter>
        {/* The server's tree has an empty slot here (server-entry.tsx): the same shape, so useId's ids match. */}
        <Started />
      </I18nProvider>
    </StrictMode>
  );
  if (drawn) {
    // React keeps the server's elements and attaches its handlers; a Suspense boundary whose
    // chunk is still on its way keeps the server's drawing until it is here. A mismatch would
    // be a bug: it is reported, and the browser test of every drawn page fails on it.
    root.dispatchEvent(new Event(APP_HYDRATING_EVENT));
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.error('Hydration error:', error),
    });
  } else {
    // A page's plain text for readers without JavaScript is not the app's drawing: it goes.
    root.replaceChildren();
    createRoot(root).render(app);
  }
});
