import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
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
