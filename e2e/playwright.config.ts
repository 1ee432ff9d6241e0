import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two runs share a machine (each has its own server and data folder).
const PORT = Number(process.env.E2E_PORT ?? 3123);
const BASE_URL = `http://127.0.0.1:${PORT}`;

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
    command: `rm -rf .tmp/data-${PORT} && node ../apps/server/dist/main.js`,
    url: `${BASE_URL}/readyz`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `.tmp/data-${PORT}`,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: 'volleyball',
      // The suite signs in many times a minute from one address: lift the anti-guessing limit.
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
