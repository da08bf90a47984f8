import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALE_FALLBACKS, LOCALES } from '../../packages/shared/src/constants/locales';

/**
 * The interface's message catalogs (issue 18): PO files a translation platform can take, one
 * per language. `npm run i18n:extract` refreshes them from the source; the Vite plugin compiles
 * each into its own lazy chunk. A message missing in Nupe comes from Hausa, then English.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES],
  fallbackLocales: { ...LOCALE_FALLBACKS, default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'origin',
});
