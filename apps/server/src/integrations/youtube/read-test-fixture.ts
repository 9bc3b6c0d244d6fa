import { readFileSync } from 'node:fs';

/** Reads a file from test-fixtures/ beside this module; for tests only. */
export function readTestFixture(name: string): string {
  return readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url), 'utf8');
}

export function readTestFixtureJson(name: string): unknown {
  return JSON.parse(readTestFixture(name));
}
