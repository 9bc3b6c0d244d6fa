import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// The API server owns these paths; in development Vite forwards them so the
// browser sees one origin and the session cookie works exactly as in production.
// The Host header is kept (no changeOrigin) so the server builds its sign-in
// redirects back to the dev server the browser is actually on.
const serverOrigin = 'http://localhost:3000';
const serverPaths = ['/api', '/dev-oidc', '/_emulators', '/feeds'];

/**
 * Pods the listener downloaded for offline use (decision 1704): the page stores their API answers
 * and clips in the 'podbite-downloads' cache (apps/web/src/features/library/offline-downloads.ts),
 * and the service worker answers from it when the network cannot. Workbox copies these functions
 * into the service worker as text, so they name nothing from this file.
 */
const offlineDownloadsFallback = {
  // Cache first (clips) and network first (API) look here when their own cache has nothing.
  cachedResponseWillBeUsed: async ({
    request,
    cachedResponse,
  }: {
    request: Request;
    cachedResponse?: Response;
  }) =>
    cachedResponse ??
    (await caches.match(request, { cacheName: 'podbite-downloads', ignoreVary: true })) ??
    null,
  // Network only (the readiness check), or network first with nothing kept: the downloaded answer.
  handlerDidError: async ({ request }: { request: Request }) =>
    caches.match(request, { cacheName: 'podbite-downloads', ignoreVary: true }),
};

// Installable and offline (decision 1701): the app shell is precached; pods and
// artwork seen online are kept for reading offline; API answers are always
// asked of the network first, so nothing stale is shown while online.
const pwa = VitePWA({
  registerType: 'autoUpdate',
  // A registerSW.js file, not an inline script: the security policy allows only 'self' scripts.
  injectRegister: 'script-defer',
  includeAssets: ['favicon.svg'],
  manifest: {
    name: 'PodBite',
    short_name: 'PodBite',
    description: 'Bite-sized knowledge from your favorite podcasts and videos.',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    theme_color: '#f95a35',
    background_color: '#fff6ec',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: '/pwa-maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,woff2}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/feeds\//, /^\/dev-oidc/, /^\/_emulators/],
    cleanupOutdatedCaches: true,
    // Route matchers are copied into the service worker as text too. A download's own requests (the page sets
    // x-podbite-download) match none: they go straight to the network and the page keeps their answers.
    runtimeCaching: [
      {
        // Who is signed in, where they are in onboarding, their plan, the library and the pods read (with what
        // they saved of them): offline, the last answer, so the guards let a listener back to what they read.
        urlPattern: ({ url, request }) =>
          request.method === 'GET' &&
          !request.headers.has('x-podbite-download') &&
          /^\/api\/(me|onboarding-status|user-tier|library$|summary\/|library\/saved\/|listen-pod\/|listen-preferences|podcasts\/follows)/.test(
            url.pathname,
          ),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'podbite-api',
          networkTimeoutSeconds: 5,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
          plugins: [offlineDownloadsFallback],
        },
      },
      {
        // Each readiness check is one of the spec's tries, never answered from a cache while online;
        // offline, a downloaded pod's audio is ready.
        urlPattern: ({ url, request }) =>
          !request.headers.has('x-podbite-download') && /^\/api\/check-audio-ready\//.test(url.pathname),
        handler: 'NetworkOnly',
        options: { plugins: [offlineDownloadsFallback] },
      },
      {
        // Artwork and narrated clips never change under their names. Key order matters: it is the plugins'
        // order, and the range plugin must cut the byte range the <audio> element asks for out of whichever
        // whole clip the caches before it found.
        urlPattern: ({ url, request }) =>
          !request.headers.has('x-podbite-download') && /^\/api\/(artwork|audio)\//.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'podbite-media',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 500, maxAgeSeconds: 90 * 24 * 3600 },
          plugins: [offlineDownloadsFallback],
          rangeRequests: true,
        },
      },
    ],
  },
});

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), pwa],
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
    // A contract module holds the schemas of both sides; the browser parses only the answers. zod/mini's
    // builders are pure, but a schema built with `.check(...)` (a method call) or from another module's
    // builders was kept even where no page reads it, and with it every zod part it needs: 1.7–2.5 kB gzipped
    // on every page (the server's request schemas, mostly). Calls through `z` (the one name under which the
    // contract and the web app import zod/mini) are declared free of side effects, so an unread schema goes.
    // The name matches any callee `z` in the bundle: the change touched only zod's and the contract's code.
    rollupOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
});
