import { describe, expect, it } from 'vitest';
import { parseRangeHeader } from './parse-range-header';

describe('parseRangeHeader', () => {
  it.each([
    ['bytes=0-99', { kind: 'range', range: { start: 0, end: 99 } }],
    ['bytes=100-', { kind: 'range', range: { start: 100, end: 999 } }],
    ['bytes=-100', { kind: 'range', range: { start: 900, end: 999 } }],
    ['bytes=-5000', { kind: 'range', range: { start: 0, end: 999 } }],
    ['bytes=990-5000', { kind: 'range', range: { start: 990, end: 999 } }],
    ['BYTES = 1 - 2', { kind: 'range', range: { start: 1, end: 2 } }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=5-2', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    [undefined, { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    ['items=0-5', { kind: 'whole' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['bytes=abc', { kind: 'whole' }],
  ] as const)('%s', (header, expected) => {
    expect(parseRangeHeader(header, 1000)).toEqual(expected);
  });

  it('finds nothing to serve in an empty object', () => {
    expect(parseRangeHeader('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRangeHeader('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
