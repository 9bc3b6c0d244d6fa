import { describe, expect, it } from 'vitest';
import { namePattern } from './sponsor-name-pattern';

describe('namePattern', () => {
  it("matches a name's longest word, spaced or run together", () => {
    expect(namePattern('Scout APM').test('try scout apm today')).toBe(true);
    expect(namePattern('Scout APM').test('try scoutapm today')).toBe(true);
    expect(namePattern('Scout APM').test('a boy scout')).toBe(true);
    expect(namePattern('Sentry').test('the sentence')).toBe(false);
  });

  it('keeps a stop word when it is the whole name', () => {
    expect(namePattern('Who').test('thanks to who for sponsoring')).toBe(true);
  });
});
