import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Root } from './app/root';
import { activateLocale, i18n, initialLocale } from './lib/i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The first screen is drawn in the chosen language, never English first and then swapped.
void activateLocale(initialLocale()).then(() => {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <BrowserRouter>
          <Root />
        </BrowserRouter>
      </I18nProvider>
    </StrictMode>,
  );
});
