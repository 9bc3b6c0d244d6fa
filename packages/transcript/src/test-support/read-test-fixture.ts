import { readFileSync } from 'node:fs';

/** A copied third-party fixture from packages/transcript/test-fixtures (see its README for sources). */
export function readTestFixture(name: string): string {
  return readFileSync(new URL(`../../test-fixtures/${name}`, import.meta.url), 'utf8');
}
