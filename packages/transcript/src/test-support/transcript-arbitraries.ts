import fc from 'fast-check';
import type { ParseResult } from '../model';
import { findShapeViolation } from './expect-transcript';

/** Runs per property: the brief asks for 10,000 random and 10,000 mutated inputs per parser. */
export const PROPERTY_RUNS = 10_000;

// Text that tends to break parsers: bad times, huge and NaN-like numbers, stray markup and entities.
const HOSTILE_INSERTS = [
  'NaN:NaN:NaN.NaN',
  '-00:00:01.000',
  '99:99:99,999',
  '9999999999:00:00.000',
  '00:00:00.000 --> ',
  ' --> ',
  '-->',
  'Infinity',
  '-1e309',
  '1e999',
  '99999999999999999999999',
  '\u0000',
  '\uFEFF',
  '\r',
  '\n\n',
  '<',
  '>',
  '</',
  '<v >',
  '<00:00:01.000>',
  '&',
  '&#xFFFFFF;',
  '&#0;',
  '&amp;amp;',
  '[',
  ']',
  '♪',
  '"',
  '{',
  '}',
  ':',
  'Speaker: ',
  '"tStartMs": -5, ',
  '"startTime": "NaN", ',
  '<p t="-1" d="NaN">',
  '<s t="1e9">',
  '<time>99:99</time>',
  '<cite>',
  '</p>',
  '<![CDATA[',
  '<!--',
];

type Mutation =
  | { kind: 'truncate'; at: number }
  | { kind: 'flip'; at: number; character: string }
  | { kind: 'delete-line'; at: number }
  | { kind: 'duplicate-line'; at: number }
  | { kind: 'swap-blocks'; first: number; second: number }
  | { kind: 'huge-number'; at: number; digits: string }
  | { kind: 'insert'; at: number; text: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('flip' as const),
    at: fc.nat(),
    character: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  }),
  fc.record({ kind: fc.constant('delete-line' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate-line' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap-blocks' as const), first: fc.nat(), second: fc.nat() }),
  fc.record({
    kind: fc.constant('huge-number' as const),
    at: fc.nat(),
    digits: fc.constantFrom('99999999999999999999999', '0', '-1', 'NaN', '1e400', '4294967296', '0.0000001'),
  }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.constantFrom(...HOSTILE_INSERTS),
  }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.string({ unit: 'binary', maxLength: 8 }),
  }),
);

function applyMutation(text: string, change: Mutation): string {
  const at = (position: number) => (text.length === 0 ? 0 : position % (text.length + 1));
  switch (change.kind) {
    case 'truncate':
      return text.slice(0, at(change.at));
    case 'flip': {
      const position = at(change.at);
      return text.slice(0, position) + change.character + text.slice(position + 1);
    }
    case 'delete-line':
    case 'duplicate-line': {
      const lines = text.split('\n');
      const index = change.at % lines.length;
      if (change.kind === 'delete-line') lines.splice(index, 1);
      else lines.splice(index, 0, lines[index] ?? '');
      return lines.join('\n');
    }
    case 'swap-blocks': {
      // Shuffles cues, paragraphs or events, whichever the blank lines or JSON objects delimit.
      const blocks = text.split(/\n\n|(?<=\}),/);
      const first = change.first % blocks.length;
      const second = change.second % blocks.length;
      [blocks[first], blocks[second]] = [blocks[second] as string, blocks[first] as string];
      return blocks.join('\n\n');
    }
    case 'huge-number': {
      const match = /\d+/.exec(text.slice(at(change.at)));
      if (!match) return text;
      const start = at(change.at) + match.index;
      return text.slice(0, start) + change.digits + text.slice(start + match[0].length);
    }
    case 'insert': {
      const position = at(change.at);
      return text.slice(0, position) + change.text + text.slice(position);
    }
  }
}

/** A real fixture excerpt with one to four mutations: truncation, byte flips, deleted lines, shuffled blocks, huge and NaN-like numbers. */
export function mutatedFixture(bases: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...bases), fc.array(mutation, { minLength: 1, maxLength: 4 }))
    .map(([base, changes]) => changes.reduce(applyMutation, base));
}

/** Random input: arbitrary Unicode, or a soup of the format's own fragments, which reaches deeper than noise. */
export function randomInput(fragments: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc
      .array(fc.constantFrom(...fragments, ...HOSTILE_INSERTS, ' ', '\n', 'word', 'Word.'), { maxLength: 60 })
      .map((parts) => parts.join('')),
  );
}

/**
 * The property every parser must keep: it returns (the safety net in
 * guard-parser never fires, so nothing threw inside) with a valid result shape.
 */
export function checkParserProperty(
  parse: (content: string) => ParseResult,
  input: fc.Arbitrary<string>,
): void {
  fc.assert(
    fc.property(input, (content) => {
      const result = parse(content);
      if (!result.ok && result.error.message.startsWith('Could not read the')) return false;
      return findShapeViolation(result) === undefined;
    }),
    { numRuns: PROPERTY_RUNS },
  );
}

const HOSTILE_JSON_VALUES: unknown[] = [
  null,
  -1,
  0,
  1e308,
  -1e308,
  2 ** 53,
  'NaN',
  '',
  '12',
  '-3',
  true,
  {},
  [],
  '\n',
  '<b>&amp;</b>',
  [{}],
  { utf8: 7 },
];

/** A real JSON fixture excerpt with one to three of its values (at any depth) replaced by hostile ones. */
export function mutatedJsonFixture(base: unknown): fc.Arbitrary<string> {
  const paths = collectPaths(base, []);
  return fc
    .array(fc.tuple(fc.nat(), fc.constantFrom(...HOSTILE_JSON_VALUES)), { minLength: 1, maxLength: 3 })
    .map((changes) => {
      const copy = structuredClone(base);
      for (const [pick, value] of changes) setAtPath(copy, paths[pick % paths.length] ?? [], value);
      return JSON.stringify(copy);
    });
}

type JsonPath = (string | number)[];

function collectPaths(value: unknown, path: JsonPath): JsonPath[] {
  if (value === null || typeof value !== 'object') return [path];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : Object.entries(value);
  return [path, ...entries.flatMap(([key, item]) => collectPaths(item, [...path, key]))];
}

function setAtPath(root: unknown, path: JsonPath, value: unknown): void {
  if (path.length === 0) return;
  let node: unknown = root;
  for (const key of path.slice(0, -1)) {
    // An earlier change may have replaced a parent with a scalar; then this path is gone.
    if (node === null || typeof node !== 'object') return;
    node = (node as Record<string | number, unknown>)[key];
  }
  if (node === null || typeof node !== 'object') return;
  (node as Record<string | number, unknown>)[path[path.length - 1] as string | number] =
    structuredClone(value);
}
