#!/usr/bin/env node
// The `podbite` command. Runs the esbuild bundle made after `npm install`
// (fast start); falls back to the TypeScript source through tsx when the
// bundle has not been built yet.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const bundle = fileURLToPath(new URL('../dist/podbite.mjs', import.meta.url));
if (existsSync(bundle)) {
  await import(pathToFileURL(bundle).href);
} else {
  const { tsImport } = await import('tsx/esm/api');
  await tsImport('../src/cli/main.ts', import.meta.url);
}
