import { describe, expect, it } from 'vitest';
import { stableJson } from './stable-json';

describe('stableJson', () => {
  it('writes equal objects the same whatever order their keys were set in', () => {
    expect(stableJson({ b: 1, a: { d: [1, 2], c: 'x' } })).toBe(
      stableJson({ a: { c: 'x', d: [1, 2] }, b: 1 }),
    );
    expect(stableJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it('keeps array order, skips undefined fields as JSON.stringify does, and tells floats apart', () => {
    expect(stableJson([2, 1])).not.toBe(stableJson([1, 2]));
    expect(stableJson({ a: undefined, b: null })).toBe('{"b":null}');
    expect(stableJson(0.1 + 0.2)).not.toBe(stableJson(0.3));
  });
});
