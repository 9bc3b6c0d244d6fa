import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: './e2e',
  testMatch: /.*\.tmp\.spec\.ts/,
  timeout: 120_000,
  workers: 1,
  use: { baseURL: 'http://localhost:3300', launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] } },
});
