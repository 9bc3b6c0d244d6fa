import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles measure-size.ts into `folder` like the CLI is bundled, so what is measured is the engine and
 * not a TypeScript loader. Returns the bundle's path.
 */
export async function bundleMeasureSize(root: string, folder: string): Promise<string> {
  const worker = join(folder, 'measure-size.mjs');
  await build({
    entryPoints: [join(root, 'bench/summarizer/measure-size.ts')],
    outfile: worker,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
    banner: {
      js: "import { createRequire as __r } from 'node:module'; const require = __r(import.meta.url);",
    },
  });
  return worker;
}
