#!/usr/bin/env node
// The `podbite` command. Runs the esbuild bundle made after `npm install`
// (fast start); falls back to the TypeScript source through tsx when the
// bundle has not been built yet.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';

// A command lives for a second or a few, and V8's default tier-up (an interrupt budget of
// 66 KB of bytecode) sends hundreds of the engine's functions to the optimizing compiler in
// the first pod, whose compile time a short run never earns back: on one core it was a third
// of a 55-minute episode's run. A budget 15 times larger keeps code in the baseline tiers
// until it has really run hot. Measured in bench/summarizer (README, session 20): start to
// exit 28% faster on one episode, 39% on 12, 10% on 251; never slower. The server, a
// long-lived process, keeps V8's default.
setFlagsFromString('--interrupt-budget=1000000');

const bundle = fileURLToPath(new URL('../dist/podbite.mjs', import.meta.url));
if (existsSync(bundle)) {
  await import(pathToFileURL(bundle).href);
} else {
  const { tsImport } = await import('tsx/esm/api');
  await tsImport('../src/cli/main.ts', import.meta.url);
}
