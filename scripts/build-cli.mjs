// Bundles the `podbite` command-line tool into one ES module so that it starts
// in well under 300 ms (no TypeScript loader at run time). Runs after every
// `npm install`; bin/podbite.js falls back to the TypeScript source if the
// bundle is missing.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = `${root}packages/summarizer/src/cli/main.ts`;

if (!existsSync(entry)) {
  console.log('build-cli: no CLI entry yet, skipped');
} else {
  // A failed bundle must not fail `npm install`: bin/podbite.js then runs the source.
  await build({
    entryPoints: [entry],
    outfile: `${root}packages/summarizer/dist/podbite.mjs`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    // A few CommonJS dependencies call require(); give the ESM bundle one.
    banner: {
      js: "import { createRequire as __podbiteRequire } from 'node:module'; const require = __podbiteRequire(import.meta.url);",
    },
  }).catch((error) => {
    console.warn(`build-cli: could not bundle the podbite CLI (${error.message}); it will run from source.`);
  });
}
