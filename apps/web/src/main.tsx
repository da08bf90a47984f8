import { I18nProvider } from '@lingui/react';
import { APP_STARTED_EVENT } from '@nupe/shared';
import { type ComponentChild, render } from 'preact';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { Root } from './app/root';
import { preloadArea } from './app/router';
import { FallbackLang } from './components/ui/fallback-lang';
import { activateLocale, i18n, initialLocale } from './lib/i18n';
import { drawnByServer } from './lib/page-data';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The first screen is drawn in the chosen language, never English first and then swapped, and
// with its area's chunk here, so a page the server drew (/listen) is kept as it is (a chunk
// that failed to load is the area's own error to show).
void Promise.all([
  activateLocale(initialLocale()),
  preloadArea(window.location.pathname).catch(() => {}),
  // A drawn page is on the screen already: its first render waits for the next task, so the
  // scripts' evaluation and the render are two shorter tasks, not one long one, and a press
  // or a scroll in between is answered.
  drawnByServer() ? new Promise((resolve) => setTimeout(resolve)) : null,
]).then(() => {
  // Preact's own render, not react-dom's createRoot (preact/compat): compat empties the root
  // first, as React does, which would throw away a page the server drew and draw it again;
  // Preact's render takes the elements it finds, puts right any attribute that differs (a
  // setting this device remembers) and adds the event handlers (docs/decisions/0009). A page's
  // plain text for readers without JavaScript (a song page) is not the app's drawing: it goes.
  if (!drawnByServer()) root.replaceChildren();
  render(
    (
      <StrictMode>
        <I18nProvider i18n={i18n} defaultComponent={FallbackLang}>
          <BrowserRouter>
            <Root />
          </BrowserRouter>
        </I18nProvider>
      </StrictMode>
    ) as ComponentChild,
    root,
  );
  // A page the server drew: presses held until now are pressed again (APP_START_SCRIPT), once
  // the handlers just attached are in place.
  setTimeout(() => root.dispatchEvent(new Event(APP_STARTED_EVENT)));
});
