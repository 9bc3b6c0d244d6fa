import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_PUBLISHER_PORT } from './e2e/support/local-publisher';

// Journeys run in Debian's Chromium (apt-get install chromium) against the built
// app on embedded defaults, with a fresh data folder each run.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'podbite-e2e-'));

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    // The service worker answers some API requests itself, out of page.route's reach: journeys
    // run without it, except the offline journey, which turns it on (test.use).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts all',
    url: `${baseURL}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: 'localhost',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The podcast journeys' publisher (e2e/support/local-publisher.ts) on loopback.
      FETCH_ALLOW_LIST: `127.0.0.1:${LOCAL_PUBLISHER_PORT}`,
    },
  },
});
