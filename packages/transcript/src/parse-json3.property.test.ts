import { describe, it } from 'vitest';
import { parseJson3 } from './parse-json3';
import { readTestFixture } from './test-support/read-test-fixture';
import {
  checkParserProperty,
  mutatedFixture,
  mutatedJsonFixture,
  randomInput,
} from './test-support/transcript-arbitraries';

// The first events of the real track (layout, word-level lines, aAppend line breaks), kept small so 10,000 runs take seconds.
const track = JSON.parse(readTestFixture('rg7Fvvl3taU.en.json3')) as Record<string, unknown> & {
  events: unknown[];
};
const excerpt = { ...track, events: track.events.slice(0, 8) };
const fragments = [
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  '"events"',
  '"segs"',
  '"utf8"',
  '"tStartMs"',
  '"dDurationMs"',
  '"tOffsetMs"',
  '"aAppend"',
  '"\\n"',
  '" word"',
  '0',
  '1500',
  '-1',
  '1e400',
  'null',
  'true',
];

describe('parseJson3 properties', () => {
  it('returns a valid result for 10,000 random inputs', () => {
    checkParserProperty(parseJson3, randomInput(fragments));
  });
  it('returns a valid result for 10,000 textually mutated fixtures', () => {
    checkParserProperty(parseJson3, mutatedFixture([JSON.stringify(excerpt, null, 1)]));
  });
  it('returns a valid result for 10,000 fixtures with hostile values', () => {
    checkParserProperty(parseJson3, mutatedJsonFixture(excerpt));
  });
});
