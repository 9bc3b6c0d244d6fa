import { describe, it } from 'vitest';
import { parseWebVtt } from './parse-webvtt';
import { readTestFixture } from './test-support/read-test-fixture';
import { checkParserProperty, mutatedFixture, randomInput } from './test-support/transcript-arbitraries';

const excerpt = (name: string, lines: number) => readTestFixture(name).split('\n').slice(0, lines).join('\n');
const bases = [
  excerpt('auto-captions.en.vtt', 30),
  readTestFixture('manual-captions.en.vtt'),
  readTestFixture('transcripts_example.vtt'),
  excerpt('451-databases-are-a-fad-names.vtt', 24),
];
const fragments = [
  'WEBVTT',
  'WEBVTT\n\n',
  'Kind: captions\n',
  'Language: en\n',
  'NOTE ',
  'STYLE\n',
  'REGION\n',
  '00:00:01.000',
  '00:02.500',
  ' --> ',
  ' align:start position:0%',
  '<v Ann>',
  '<c>',
  '</c>',
  '<i>',
  '</v>',
  '<00:00:01.500>',
  '&amp;',
  '&lt;',
  '[Music]',
];

describe('parseWebVtt properties', () => {
  it('returns a valid result for 10,000 random inputs', () => {
    checkParserProperty(parseWebVtt, randomInput(fragments));
  });
  it('returns a valid result for 10,000 mutated fixtures', () => {
    checkParserProperty(parseWebVtt, mutatedFixture(bases));
  });
});
