import { getConfig } from '@lingui/conf';
import { linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The web app's Lingui macros through Babel, as in apps/web/vite.config.ts (no native binary).
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';
const lingui = { configPath: 'apps/web/lingui.config.ts' };
const linguiMacros = linguiTransformerBabelPreset({ linguiConfig: getConfig(lingui) }, lingui);

export default defineConfig({
  test: {
    projects: [
      {
        // Web components (apps/web/src/**/*.test.tsx) compile as the app does: Lingui's macros,
        // then React's JSX; such a file asks for a DOM with `// @vitest-environment happy-dom`.
        plugins: [babel({ include: [/apps\/web\/src\/.*\.tsx?$/], presets: [linguiMacros] }), react()],
        test: {
          name: 'unit',
          setupFiles: ['apps/web/src/test/setup.ts'],
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite takes ~450 MB per open database; two workers fit the 2-core machines.
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        // npm run test:crash: kill -9 under load, several rounds (apps/server/test/*.crash.ts).
        test: {
          name: 'crash',
          include: ['apps/server/test/**/*.crash.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 1,
        },
      },
    ],
  },
});
