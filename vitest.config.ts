import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Three tiers (STYLE.md §10): fast unit tests beside the code, database tests
// (*.db.test.ts) against PGlite, or PostgreSQL when TEST_DATABASE_URL is set,
// and the web app's component tests in jsdom. Playwright journeys live in e2e/.
export default defineConfig({
  test: {
    // The default output, then how many tests were skipped and why (no ffmpeg, no PostgreSQL, ...).
    reporters: ['default', './scripts/skipped-tests-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.db.test.ts', '**/*.security.test.ts', '**/node_modules/**'],
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server-db',
          environment: 'node',
          include: ['apps/server/src/**/*.db.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file gets its own database; files run one after another so two
          // suites never fight over one PostgreSQL schema or the 2 CPU cores.
          fileParallelism: false,
        },
      },
      // The security probes (npm run test:security): route fuzzing, the authorization
      // matrix, the SSRF list. About a minute and a half; CI runs them as their own step,
      // so `npm test` leaves them out unless asked (PODBITE_SECURITY=1).
      ...(process.env.PODBITE_SECURITY === '1'
        ? [
            {
              test: {
                name: 'security',
                environment: 'node',
                include: ['apps/server/src/**/*.security.test.ts'],
                setupFiles: ['./vitest.setup.ts'],
                testTimeout: 180_000,
                hookTimeout: 120_000,
                fileParallelism: false,
              },
            },
          ]
        : []),
      {
        plugins: [react()],
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts', './apps/web/src/test/setup.ts'],
          // Above the 10 s that "find…" queries may wait (apps/web/src/test/setup.ts).
          testTimeout: 30_000,
        },
      },
    ],
  },
});
