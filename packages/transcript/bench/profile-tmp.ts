import { readFileSync } from 'node:fs';
import { parseWebVtt } from '../src/index';
const content = readFileSync(new URL('../test-fixtures/auto-captions.en.vtt', import.meta.url), 'utf8');
const t = performance.now();
for (let i = 0; i < 100; i++) parseWebVtt(content);
process.stdout.write(`${((performance.now() - t) / 100).toFixed(2)} ms\n`);
