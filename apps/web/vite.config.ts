import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// The API server owns these paths; in development Vite forwards them so the
// browser sees one origin and the session cookie works exactly as in production.
// The Host header is kept (no changeOrigin) so the server builds its sign-in
// redirects back to the dev server the browser is actually on.
const serverOrigin = 'http://localhost:3000';
const serverPaths = ['/api', '/dev-oidc', '/_emulators'];

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: serverOrigin }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every asset stays a file (or a data: URI, which the CSP allows for images);
    // nothing is inlined as a script or a style attribute.
    assetsInlineLimit: 0,
  },
});
