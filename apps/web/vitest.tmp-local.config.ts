// TEMPORARY (deleted before hand-off): the root vitest.config.ts cannot resolve @vitejs/plugin-react from the root.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['apps/web/src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts', './apps/web/src/test/setup.ts'],
  },
});
