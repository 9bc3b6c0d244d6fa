import { apiErrorCodeSchema, apiErrorCodeTable } from '@podbite/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES_DOC, renderErrorCodesDoc } from './render-error-codes-doc';

describe('docs/error-codes.md', () => {
  const doc = readFileSync(ERROR_CODES_DOC, 'utf8');

  it('is what the contract says (run `npm run docs:error-codes` after adding a code)', async () => {
    expect(doc).toBe(await renderErrorCodesDoc());
  });

  it('lists every code once, with its status', () => {
    for (const code of apiErrorCodeSchema.options) {
      const lines = doc.split('\n').filter((line) => new RegExp(`^\\| \`${code}\` +\\|`).test(line));
      expect(lines, code).toEqual([expect.stringMatching(`\\| ${apiErrorCodeTable[code].status} +\\|`)]);
    }
    expect(apiErrorCodeSchema.options).toContain('range-not-satisfiable');
  });
});
