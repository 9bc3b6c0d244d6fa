import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule that keeps web features apart (STYLE.md §7), checked on code it must refuse and code it must allow.
describe('web feature boundaries', () => {
  const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

  const lint = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  };

  it('refuses a feature importing another feature', async () => {
    const messages = await lint(
      "import { x } from '@/features/auth/landing-page';\nexport const y = x;\n",
      'apps/web/src/features/home/home-page.tsx',
    );
    expect(messages).toEqual([expect.stringContaining('Feature "home" must not import feature "auth"')]);
  });

  it('refuses a relative import into a sibling feature', async () => {
    const messages = await lint(
      "import { x } from '../summary/summary-page';\nexport const y = x;\n",
      'apps/web/src/features/home/home-page.tsx',
    );
    expect(messages).toHaveLength(1);
  });

  it('allows shared code and the app layer to import features', async () => {
    expect(
      await lint(
        "import { x } from '@/lib/api-error';\nexport const y = x;\n",
        'apps/web/src/features/home/home-page.tsx',
      ),
    ).toEqual([]);
    expect(
      await lint(
        "import { x } from '@/features/home/home-page';\nexport const y = x;\n",
        'apps/web/src/app/router.tsx',
      ),
    ).toEqual([]);
  });
});
