import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

/** Browser tests on Debian's Chromium against the real server with a fresh data directory. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'sh e2e/start-server.sh',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      AUTH_RATE_LIMIT_MAX: '1000',
      RESET_RATE_LIMIT_MAX: '100',
      LOG_LEVEL: 'warn',
      APP_STORE_URL_IOS: 'https://apps.apple.com/app/nupe-music/id0000000000',
      APP_STORE_URL_ANDROID: 'https://play.google.com/store/apps/details?id=org.nupemusic.app',
    },
  },
});
