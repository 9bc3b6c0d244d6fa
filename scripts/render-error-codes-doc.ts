import { apiErrorCodeTable } from '@podbite/contract';
import { format, resolveConfig } from 'prettier';

const DOC_PATH = new URL('../docs/error-codes.md', import.meta.url);
export const ERROR_CODES_DOC = DOC_PATH;

/**
 * docs/error-codes.md, rendered from the one table of codes in packages/contract/src/errors.ts
 * and formatted as Prettier would (format:check runs on it too).
 */
export async function renderErrorCodesDoc(): Promise<string> {
  const options = (await resolveConfig(DOC_PATH)) ?? {};
  return format(renderUnformatted(), { ...options, parser: 'markdown' });
}

function renderUnformatted(): string {
  const rows = Object.entries(apiErrorCodeTable)
    .sort(([, a], [, b]) => a.status - b.status)
    .map(([code, { status, meaning }]) => `| \`${code}\` | ${status} | ${meaning} |`);
  return [
    '# API error codes',
    '',
    '<!-- Generated from packages/contract/src/errors.ts by `npm run docs:error-codes`; do not edit by hand. -->',
    '',
    'Every error the API answers has the body `{ "error": { "code", "message" } }`: `code` is one of the codes',
    'below, `message` is the sentence the user sees. The web app can switch on the codes through',
    '`apiErrorCodeSchema` from `@podbite/contract`.',
    '',
    '| code | HTTP status | meaning |',
    '| --- | --- | --- |',
    ...rows,
    '',
    '## Adding a code',
    '',
    '1. Add one line to `apiErrorCodeTable` in `packages/contract/src/errors.ts`: the code, its HTTP status and',
    '   a one-line meaning. `AppError` (`apps/server/src/errors/app-error.ts`) takes it at once.',
    '2. Run `npm run docs:error-codes` to rewrite this file (`scripts/error-codes-doc.test.ts` fails until you do).',
    '',
  ].join('\n');
}
