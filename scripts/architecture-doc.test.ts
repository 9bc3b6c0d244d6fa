import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/architecture.md names every folder that exists and nothing that does not (issue 10).
const root = new URL('..', import.meta.url);
const doc = readFileSync(new URL('docs/architecture.md', root), 'utf8');
const foldersIn = (path: string) =>
  readdirSync(new URL(path, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('docs/architecture.md', () => {
  it('names every folder of the server, the web app and the repository', () => {
    const expected = [
      ...foldersIn('apps/server/src/').map((name) => `apps/server/src/${name}`),
      ...foldersIn('apps/web/src/')
        .filter((name) => name !== 'features')
        .map((name) => `apps/web/src/${name}`),
      ...foldersIn('packages/').map((name) => `packages/${name}`),
      'e2e',
      'bench',
      'scripts',
      'docs',
    ];
    const table = doc.slice(0, doc.indexOf('## A request'));
    for (const folder of expected) expect(table, folder).toContain(`\`${folder}`);
  });

  it('lists every adapter, module and web feature by name, and no other', () => {
    const listed = (row: string) => {
      const line = doc.split('\n').find((candidate) => candidate.startsWith(`| \`${row}\``));
      expect(line, row).toBeDefined();
      return line!.split('|')[2]!.trim();
    };
    const namesIn = (text: string, candidates: string[]) => candidates.filter((name) => text.includes(name));
    for (const [row, folder] of [
      ['apps/server/src/integrations/*', 'apps/server/src/integrations/'],
      ['apps/server/src/modules/*', 'apps/server/src/modules/'],
      ['apps/web/src/features/*', 'apps/web/src/features/'],
    ] as const) {
      const text = listed(row);
      const actual = foldersIn(folder);
      expect(namesIn(text, actual).sort(), row).toEqual(actual.sort());
      const mentioned = text.match(/(?<=: |, |\()[a-z-]+(?=,|\)|$)/g) ?? [];
      for (const name of mentioned) expect(actual, `${row} lists ${name}`).toContain(name);
    }
  });

  it('points only at paths that exist', () => {
    const paths = [...doc.matchAll(/`((?:apps|packages|bench|docs|scripts|e2e)\/[A-Za-z0-9_./-]+)`/g)].map(
      (match) => match[1]!,
    );
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      if (path.includes('<') || path.endsWith('/*')) continue;
      expect(existsSync(new URL(path, root)), path).toBe(true);
    }
  });
});
