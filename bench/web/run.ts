/**
 * The JavaScript each route of the web app loads before it can show anything, gzipped:
 * the entry chunk and its static imports, plus the route's lazy chunks and theirs.
 *   npx tsx bench/web/run.ts
 * Builds the app with Vite into a temporary folder (with a manifest), reads the routes and the
 * modules they load from apps/web/src/app/router.tsx, and prints one line per route with its budget.
 * Exits 1 when a route is over budget.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const WEB_ROOT = fileURLToPath(new URL('../../apps/web/', import.meta.url));
const ROUTER_FILE = path.join(WEB_ROOT, 'src/app/router.tsx');
const LANDING_BUDGET_KB = 100;
const OTHER_BUDGET_KB = 150;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const modulePath = (specifier: string) => `src/${specifier}.tsx`;

/**
 * Each route's path and the `@/...` modules its screen imports, in the router's order; and the
 * modules the router loads with React's `lazy` after a screen's first render (not counted first).
 */
export function readRoutes(source: string): {
  routes: { path: string; modules: string[] }[];
  deferred: string[];
} {
  const routes: { path: string; modules: string[] }[] = [];
  let parent = '';
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const deferred = [...code.matchAll(/\blazy\(\(\) => import\('@\/([^']+)'\)/g)].map((match) =>
    modulePath(match[1]!),
  );
  for (const block of code.split(/\bpath: '|\bpage\('/).slice(1)) {
    const routePath = block.slice(0, block.indexOf("'"));
    const modules = [...block.matchAll(/import\('@\/([^']+)'\)/g)].map((match) => modulePath(match[1]!));
    const fullPath = routePath.startsWith('/') ? routePath : `${parent}/${routePath}`;
    if (routePath.startsWith('/')) parent = routePath;
    if (modules.length > 0) routes.push({ path: fullPath, modules });
  }
  return { routes, deferred };
}

function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'podbite-bench-web-'));
  try {
    await build({
      root: WEB_ROOT,
      configFile: path.join(WEB_ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    if (!entryKey) throw new Error('no entry chunk in the manifest');
    const gzippedBytes = (key: string) =>
      gzipSync(readFileSync(path.join(outDir, manifest[key]!.file)), { level: 9 }).length;
    const kb = (bytes: number) => (bytes / 1000).toFixed(1);

    const entryChunks = staticClosure(manifest, [entryKey]);
    const entryBytes = [...entryChunks].reduce((sum, key) => sum + gzippedBytes(key), 0);
    const { routes, deferred } = readRoutes(readFileSync(ROUTER_FILE, 'utf8'));
    const lazyModules = new Set(manifest[entryKey]!.dynamicImports ?? []);
    const unmeasured = [...lazyModules].filter(
      (key) => !deferred.includes(key) && !routes.some((route) => route.modules.includes(key)),
    );
    if (unmeasured.length > 0)
      throw new Error(`lazy modules no route was matched to: ${unmeasured.join(', ')}`);

    console.log(
      `All JavaScript of the app: ${kb(
        Object.keys(manifest)
          .filter((key) => manifest[key]!.file.endsWith('.js'))
          .reduce((sum, key) => sum + gzippedBytes(key), 0),
      )} kB gzipped`,
    );
    console.log(`Entry (every route): ${kb(entryBytes)} kB gzipped in ${entryChunks.size} chunks\n`);
    console.log("| route | JS loaded first (gzip) | of which the route's own | budget | |");
    console.log('| --- | --- | --- | --- | --- |');
    let overBudget = 0;
    for (const route of routes) {
      const chunks = staticClosure(manifest, [entryKey, ...route.modules]);
      const total = [...chunks].reduce((sum, key) => sum + gzippedBytes(key), 0);
      const own = total - entryBytes;
      const budgetKb = route.path === '/' ? LANDING_BUDGET_KB : OTHER_BUDGET_KB;
      const within = total / 1000 <= budgetKb;
      if (!within) overBudget++;
      console.log(
        `| \`${route.path}\` | ${kb(total)} kB | ${kb(own)} kB | ${budgetKb} kB | ${within ? 'within' : 'OVER'} |`,
      );
    }
    for (const key of deferred) {
      const own = [...staticClosure(manifest, [key])].filter((chunk) => !entryChunks.has(chunk));
      const bytes = own.reduce((sum, chunk) => sum + gzippedBytes(chunk), 0);
      console.log(`\nLoaded after the first render (React lazy): ${key}, ${kb(bytes)} kB gzipped at most`);
    }
    if (overBudget > 0) {
      console.log(`\n${overBudget} route(s) over budget.`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
