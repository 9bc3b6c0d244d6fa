/** Rewrites docs/error-codes.md from the contract's table of codes: `npm run docs:error-codes`. */
import { writeFileSync } from 'node:fs';
import { ERROR_CODES_DOC, renderErrorCodesDoc } from './render-error-codes-doc';

writeFileSync(ERROR_CODES_DOC, await renderErrorCodesDoc());
console.log('docs/error-codes.md written');
