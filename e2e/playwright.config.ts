import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT as PORT } from './fixtures/server-options';

const BASE_URL = `http://127.0.0.1:${PORT}`;
// E2E_DATABASE_URL: the server keeps its data in that PostgreSQL database (made new first) instead
// of the embedded one.
const DATABASE_URL = process.env.E2E_DATABASE_URL;

/**
 * Browser journeys against the built app: `npm run build` at the root first (the server bundle
 * serves apps/web/dist). Debian's Chromium only; no browser is downloaded.
 */
export default defineConfig({
  testDir: 'tests',
  outputDir: process.env.E2E_PORT ? `test-results-${PORT}` : 'test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Two cores run the server, two browsers and the suite: a loaded machine answers late, not wrong.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && ${DATABASE_URL ? 'node new-database.mjs && ' : ''}node ../apps/server/dist/main.js`,
    url: `${BASE_URL}/readyz`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: 'volleyball',
      // The suite signs in many times a minute from one address: lift the anti-guessing limit.
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      ...(DATABASE_URL ? { DATABASE_URL } : {}),
    },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
