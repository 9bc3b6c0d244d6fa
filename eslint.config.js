// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

/** Web features may not import one another (STYLE.md §7); the app layer wires them together. */
const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const features = (() => {
  try {
    return readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const featureBoundaries = features.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: features
          .filter((other) => other !== feature)
          .map((other) => ({
            group: [
              `@/features/${other}`,
              `@/features/${other}/**`,
              `**/features/${other}`,
              `**/features/${other}/**`,
              `../${other}`,
              `../${other}/**`,
            ],
            message: `Feature "${feature}" must not import feature "${other}": move the shared part to src/components or src/lib, or wire them in src/app.`,
          })),
      },
    ],
  },
}));

/**
 * Server layers (docs/architecture.md): adapters, jobs and the pipeline know no HTTP. They may use
 * modules' services and repositories, never the http/ folder or a module's routes.
 */
const serverLayers = {
  files: ['apps/server/src/{integrations,jobs,pipeline}/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '(^|/)http(/|$)',
            message:
              'integrations/, jobs/ and pipeline/ know no HTTP: move what you need out of http/ (errors/, logger.ts) or pass it in.',
          },
          {
            regex: '(^|/)modules/[^/]+/[^/]*-routes$',
            message:
              "integrations/, jobs/ and pipeline/ must not import a module's routes: call its service or repository.",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'playwright-report/**',
      'test-results/**',
      'apps/server/src/db/migrations/**',
      '**/*.tmp.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Command-line tools, benchmarks and scripts print their results.
    files: [
      'packages/*/src/cli/**',
      'packages/*/src/eval/**',
      'bench/**',
      'scripts/**',
      'packages/*/bin/**',
      'e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // Every schema the browser loads is zod/mini, which tree-shakes to the parts used; classic zod
    // would put all of itself (about 18 kB more, gzipped) in the entry every page loads (decision 1002).
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod']",
          message: "The web app and the contract use 'zod/mini', not the classic 'zod' (decision 1002).",
        },
      ],
    },
  },
  ...featureBoundaries,
  serverLayers,
);
