/**
 * The pre-rendered landing page (decision 1002): after `vite build`, renders LandingPage to HTML with
 * react-dom/server and writes dist/landing.html — the app's index.html with that markup in #root, the
 * app's stylesheet and PWA tags, and one small script (the sign-in buttons) in place of the app's.
 * The server sends it for `/` to visitors; everyone else gets index.html.
 *   tsx build-static-landing.ts   (npm run build does it after vite build)
 */
import react from '@vitejs/plugin-react';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type InlineConfig } from 'vite';
import { landingPageFrom } from './src/app/static-landing-page';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const RENDER_MODULE = 'src/app/render-static-landing.tsx';
const SCRIPT_MODULE = 'src/features/auth/static-landing-script.ts';
export const STATIC_LANDING_FILE = 'landing.html';

const baseConfig: InlineConfig = {
  configFile: false,
  root: webRoot,
  logLevel: 'warn',
  plugins: [react()],
  resolve: { alias: { '@': path.join(webRoot, 'src') } },
};

/** Builds the landing page into `outDir`, next to the app's index.html built there. */
export async function buildStaticLanding(outDir: string): Promise<{ file: string; scripts: string[] }> {
  const markup = await renderLandingMarkup();
  const script = await buildLandingScript(outDir);
  const page = landingPageFrom(readFileSync(path.join(outDir, 'index.html'), 'utf8'), markup, script);
  const file = path.join(outDir, STATIC_LANDING_FILE);
  writeFileSync(file, page);
  return { file, scripts: [script] };
}

/** LandingPage's HTML: a server build of the render module, run once and thrown away. */
async function renderLandingMarkup(): Promise<string> {
  const serverDir = mkdtempSync(path.join(tmpdir(), 'podbite-static-landing-'));
  try {
    await build({
      ...baseConfig,
      // Everything bundled, so the throw-away module runs from a folder outside the repository.
      ssr: { noExternal: true },
      build: { ssr: RENDER_MODULE, outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
    });
    const rendered = (await import(pathToFileURL(path.join(serverDir, 'render-static-landing.js')).href)) as {
      renderStaticLanding: () => string;
    };
    return rendered.renderStaticLanding();
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
  }
}

/** The page's script, fingerprinted under assets/ like the app's; returns its URL path. */
async function buildLandingScript(outDir: string): Promise<string> {
  const output = await build({
    ...baseConfig,
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      rollupOptions: { input: { 'static-landing': path.join(webRoot, SCRIPT_MODULE) } },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  const entries = chunks.filter((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  const others = chunks.filter((chunk) => chunk.type === 'chunk' && !chunk.isEntry);
  // One file: a page whose script imports others would need them preloaded too.
  if (entries.length !== 1 || others.length > 0)
    throw new Error(`the landing script built into ${chunks.length} files, not one`);
  return `/${entries[0]!.fileName}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { file } = await buildStaticLanding(path.join(webRoot, 'dist'));
  process.stdout.write(`Pre-rendered the landing page: ${path.relative(process.cwd(), file)}\n`);
}
