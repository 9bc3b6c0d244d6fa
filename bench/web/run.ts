/**
 * The JavaScript each page of the web app loads before it can show anything, gzipped: for `/` as
 * the server sends it to a visitor, the scripts of the pre-rendered landing page; for the app's
 * routes, the scripts of index.html (the entry chunk, its static imports, the service-worker
 * registration) plus the route's lazy chunks and theirs.
 *   npx tsx bench/web/run.ts
 * Builds the app as `npm run build` does (Vite, then the pre-rendered landing page) into a temporary
 * folder, with a manifest, reads the routes and the modules they load from apps/web/src/app/router.tsx,
 * and prints one line per page with its budget. Exits 1 when a page is over budget.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { buildStaticLanding } from '../../apps/web/build-static-landing';

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

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

/** Each route's path and the `@/...` modules its screen imports, in the router's order. */
export function readRoutes(source: string): { routes: { path: string; modules: string[] }[] } {
  const routes: { path: string; modules: string[] }[] = [];
  let parent = '';
  const code = withoutComments(source);
  for (const block of code.split(/\bpath: '|\bpage\(\s*'/).slice(1)) {
    const routePath = block.slice(0, block.indexOf("'"));
    const modules = [...block.matchAll(/import\('@\/([^']+)'\)/g)].map((match) => modulePath(match[1]!));
    const fullPath = routePath.startsWith('/') ? routePath : `${parent}/${routePath}`;
    if (routePath.startsWith('/')) parent = routePath;
    if (modules.length > 0) routes.push({ path: fullPath, modules });
  }
  return { routes };
}

/**
 * The modules the app loads with React's `lazy`, anywhere under src/: after a screen's first render
 * (the summary's player), when a dialog first opens ('Upgrade Required'), or only on a server with a
 * beta password ('Beta Access'). Not counted as loaded first; printed apart.
 */
export function readDeferredModules(srcDir: string): string[] {
  const found = new Set<string>();
  for (const entry of readdirSync(srcDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const code = withoutComments(readFileSync(file, 'utf8'));
    for (const match of code.matchAll(/\blazy\(\s*\(\) =>\s*import\('([^']+)'\)/g)) {
      const specifier = match[1]!;
      const resolved = specifier.startsWith('@/')
        ? path.join(srcDir, specifier.slice(2))
        : path.resolve(path.dirname(file), specifier);
      const withExtension = ['.tsx', '.ts']
        .map((ext) => resolved + ext)
        .find((candidate) => existsSync(candidate));
      if (!withExtension) throw new Error(`${file}: cannot find ${specifier}`);
      found.add(path.relative(path.dirname(srcDir), withExtension).split(path.sep).join('/'));
    }
  }
  return [...found].sort();
}

/** The same-origin scripts a page's HTML loads before it shows: `<script src>` and module preloads. */
export function scriptsOfPage(html: string): string[] {
  const sources = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((match) => match[1]!);
  const external = sources.filter((source) => !source.startsWith('/'));
  if (external.length > 0) throw new Error(`scripts from elsewhere: ${external.join(', ')}`);
  return [...new Set(sources.map((source) => source.slice(1)))];
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
    const landing = await buildStaticLanding(outDir);
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    if (!entryKey) throw new Error('no entry chunk in the manifest');
    const gzippedFile = (file: string) =>
      gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
    const gzippedFiles = (files: Iterable<string>) =>
      [...new Set(files)].reduce((sum, file) => sum + gzippedFile(file), 0);
    const filesOf = (keys: Iterable<string>) => [...keys].map((key) => manifest[key]!.file);
    const kb = (bytes: number) => (bytes / 1000).toFixed(1);

    const entryChunks = staticClosure(manifest, [entryKey]);
    // What index.html loads for every route of the app: the entry and its imports (also preloaded)
    // and the service-worker registration.
    const appScripts = scriptsOfPage(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
    const missing = filesOf(entryChunks).filter((file) => !appScripts.includes(file));
    if (missing.length > 0) throw new Error(`index.html does not load ${missing.join(', ')}`);
    const appBytes = gzippedFiles(appScripts);
    const landingScripts = scriptsOfPage(readFileSync(landing.file, 'utf8'));
    const landingBytes = gzippedFiles(landingScripts);

    const { routes } = readRoutes(readFileSync(ROUTER_FILE, 'utf8'));
    const deferred = readDeferredModules(path.join(WEB_ROOT, 'src'));
    const lazyModules = new Set(manifest[entryKey]!.dynamicImports ?? []);
    const unmeasured = [...lazyModules].filter(
      (key) => !deferred.includes(key) && !routes.some((route) => route.modules.includes(key)),
    );
    if (unmeasured.length > 0)
      throw new Error(`lazy modules no route was matched to: ${unmeasured.join(', ')}`);

    console.log(
      `All JavaScript of the app: ${kb(
        gzippedFiles(
          Object.values(manifest)
            .map((chunk) => chunk.file)
            .filter((file) => file.endsWith('.js')),
        ),
      )} kB gzipped`,
    );
    console.log(`Entry (every route of the app): ${kb(appBytes)} kB gzipped in ${appScripts.length} files`);
    console.log(`Pre-rendered landing page: ${landingScripts.join(', ')}\n`);
    console.log("| page | JS loaded first (gzip) | of which the route's own | budget | |");
    console.log('| --- | --- | --- | --- | --- |');
    let overBudget = 0;
    const line = (name: string, total: number, own: number, budgetKb: number) => {
      const within = total / 1000 <= budgetKb;
      if (!within) overBudget++;
      console.log(
        `| ${name} | ${kb(total)} kB | ${kb(own)} kB | ${budgetKb} kB | ${within ? 'within' : 'OVER'} |`,
      );
    };
    line('`/` to a visitor (pre-rendered)', landingBytes, landingBytes, LANDING_BUDGET_KB);
    for (const route of routes) {
      const total = gzippedFiles([...appScripts, ...filesOf(staticClosure(manifest, route.modules))]);
      const name = route.path === '/' ? '`/` in the app (client-side navigation)' : `\`${route.path}\``;
      line(name, total, total - appBytes, OTHER_BUDGET_KB);
    }
    console.log('\nLoaded on demand (React lazy), gzipped at most:');
    for (const key of deferred) {
      const own = [...staticClosure(manifest, [key])].filter((chunk) => !entryChunks.has(chunk));
      console.log(`- ${key}: ${kb(gzippedFiles(filesOf(own)))} kB`);
    }
    if (overBudget > 0) {
      console.log(`\n${overBudget} page(s) over budget.`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
