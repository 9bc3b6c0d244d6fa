import { describe, it } from 'vitest';
import { parsePlainText } from './parse-plain-text';
import { readTestFixture } from './test-support/read-test-fixture';
import { checkParserProperty, mutatedFixture, randomInput } from './test-support/transcript-arbitraries';

// Real transcript text laid out the ways plain-text transcripts come: "Speaker (m:ss):" headings
// over paragraphs (from the HTML example) and "[hh:mm:ss] line" (from the SRT example).
const html = readTestFixture('transcripts_example.html');
const headings = [...html.matchAll(/<cite>([^<]*)<\/cite>\s*<time>([^<]*)<\/time>\s*<p>([^<]{0,300})/g)]
  .slice(0, 3)
  .map(([, speaker, time, text]) => `${speaker?.replace(/:$/, '')} (${time}):\n${text}\n`)
  .join('\n');
const stamped = readTestFixture('transcripts_example.srt')
  .split('\n\n')
  .slice(0, 12)
  .map((cue) => {
    const [, timing, ...text] = cue.split('\n');
    return `[${timing?.slice(0, 8)}] ${text.join(' ')}`;
  })
  .join('\n');
const fragments = [
  '[00:12:34]',
  '(12:34)',
  '1:02:03 - ',
  'Travis: ',
  'Speaker 1  0:03\n',
  'Sarah:\n',
  '\n\n',
  'Mr. ',
  'e.g. ',
  '?',
  '!',
];

describe('parsePlainText properties', () => {
  it('returns a valid result for 10,000 random inputs', () => {
    checkParserProperty(parsePlainText, randomInput(fragments));
  });
  it('returns a valid result for 10,000 mutated fixtures', () => {
    checkParserProperty(parsePlainText, mutatedFixture([headings, stamped]));
  });
});
