import { describe, it } from 'vitest';
import { parseTranscript } from './parse-transcript';
import { readTestFixture } from './test-support/read-test-fixture';
import { checkParserProperty, mutatedFixture, randomInput } from './test-support/transcript-arbitraries';

const excerpt = (name: string, characters: number) => readTestFixture(name).slice(0, characters);
const bases = [
  excerpt('auto-captions.en.vtt', 800),
  excerpt('transcripts_example.srt', 800),
  excerpt('RWBY-Vol1-Episode-1.manual.srv3.xml', 800),
  readTestFixture('transcripts_example.json'),
  excerpt('transcripts_example.html', 800),
];

describe('parseTranscript properties', () => {
  it('returns a valid result for 10,000 random inputs, whatever format they look like', () => {
    checkParserProperty(
      parseTranscript,
      randomInput([
        'WEBVTT\n\n',
        '{"events":',
        '{"segments":',
        '<timedtext>',
        '<p>',
        '00:00:01,000 --> 00:00:02,000\n',
      ]),
    );
  });
  it('returns a valid result for 10,000 mutated fixtures of every format', () => {
    checkParserProperty(parseTranscript, mutatedFixture(bases));
  });
});
