import { describe, it } from 'vitest';
import { parsePodcastJson } from './parse-podcast-json';
import { readTestFixture } from './test-support/read-test-fixture';
import {
  checkParserProperty,
  mutatedFixture,
  mutatedJsonFixture,
  randomInput,
} from './test-support/transcript-arbitraries';

const example = readTestFixture('transcripts_example.json');
const fragments = [
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  '"segments"',
  '"speaker"',
  '"startTime"',
  '"endTime"',
  '"body"',
  '"Luke"',
  '"word."',
  '0.5',
  '-1',
  '1e400',
  'null',
];

describe('parsePodcastJson properties', () => {
  it('returns a valid result for 10,000 random inputs', () => {
    checkParserProperty(parsePodcastJson, randomInput(fragments));
  });
  it('returns a valid result for 10,000 textually mutated fixtures', () => {
    checkParserProperty(parsePodcastJson, mutatedFixture([example]));
  });
  it('returns a valid result for 10,000 fixtures with hostile values', () => {
    checkParserProperty(parsePodcastJson, mutatedJsonFixture(JSON.parse(example)));
  });
});
