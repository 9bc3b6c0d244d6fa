import { describe, it } from 'vitest';
import { parseSrt } from './parse-srt';
import { readTestFixture } from './test-support/read-test-fixture';
import { checkParserProperty, mutatedFixture, randomInput } from './test-support/transcript-arbitraries';

const bases = [readTestFixture('transcripts_example.srt').split('\n').slice(0, 32).join('\n')];
const fragments = [
  '1\n',
  '2\n',
  '00:00:01,000',
  '00:00:02.500',
  ' --> ',
  '\n\n',
  '<i>',
  '</i>',
  '<font color="red">',
  '{\\an8}',
  'Travis: ',
  '♪',
  '[Applause]',
];

describe('parseSrt properties', () => {
  it('returns a valid result for 10,000 random inputs', () => {
    checkParserProperty(parseSrt, randomInput(fragments));
  });
  it('returns a valid result for 10,000 mutated fixtures', () => {
    checkParserProperty(parseSrt, mutatedFixture(bases));
  });
});
