import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { OTHER_ORIGIN } from './support/other-origin';

// Journeys run against the production build on a fresh data dir, in Debian's Chromium.
const PORT = Number(process.env.E2E_PORT ?? 3999);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const repoRoot = resolve(import.meta.dirname, '../..');
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'courtside-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  // A journey that fails is run once more, traced: recording a trace of every first run made
  // the suite half as slow again on the 2-core machine (the swiss journey 47 -> 78 s), enough
  // to push the longest ones past their timeout. A pass on the retry is reported as flaky.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // As `npm start` runs it (its Node flags and allocator setting, decision 015).
    command: `node ${join(repoRoot, 'apps/server/launch.mjs')}`,
    url: `${BASE_URL}/api/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: BASE_URL,
      // The web app on a second origin too (tests/player-uses-the-app-from-another-origin.spec.ts).
      CORS_ORIGIN: `${BASE_URL},${OTHER_ORIGIN}`,
      NODE_ENV: 'test',
      DEV_MAILBOX: 'true',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      RATE_LIMIT_MAX: '100000',
    },
  },
});
