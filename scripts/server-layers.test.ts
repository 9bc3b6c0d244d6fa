import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule that keeps HTTP out of adapters, jobs and the pipeline (docs/architecture.md),
// checked on code it must refuse and code it must allow.
describe('server layers', () => {
  const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

  const lint = async (importPath: string, filePath: string) => {
    const code = `import { x } from '${importPath}';\nexport const y = x;\n`;
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  };

  it.each([
    ['../../http/parse-input', 'apps/server/src/integrations/storage/x.ts'],
    ['../http/plugins/session', 'apps/server/src/jobs/x.ts'],
    ['../../http/build-server', 'apps/server/src/jobs/definitions/x.ts'],
    ['../http', 'apps/server/src/pipeline/x.ts'],
  ])('refuses %s in %s', async (importPath, filePath) => {
    expect(await lint(importPath, filePath)).toEqual([expect.stringContaining('know no HTTP')]);
  });

  it.each([
    ['../modules/pods/pod-routes', 'apps/server/src/pipeline/x.ts'],
    ['../../modules/listening/audio-file-routes', 'apps/server/src/jobs/definitions/x.ts'],
    ['../../modules/auth/auth-routes', 'apps/server/src/integrations/identity/x.ts'],
  ])('refuses the routes %s in %s', async (importPath, filePath) => {
    expect(await lint(importPath, filePath)).toEqual([
      expect.stringContaining("must not import a module's routes"),
    ]);
  });

  it.each([
    ['node:http', 'apps/server/src/integrations/safe-fetch/x.ts'],
    ['../modules/pods/pod-repository', 'apps/server/src/pipeline/x.ts'],
    ['../../errors/app-error', 'apps/server/src/jobs/definitions/x.ts'],
    ['../../logger', 'apps/server/src/integrations/llm/x.ts'],
    ['./http-status', 'apps/server/src/integrations/youtube/x.ts'],
    ['../../http/parse-input', 'apps/server/src/modules/pods/x.ts'],
    ['../modules/pods/pod-routes', 'apps/server/src/http/build-server.ts'],
  ])('allows %s in %s', async (importPath, filePath) => {
    expect(await lint(importPath, filePath)).toEqual([]);
  });
});
