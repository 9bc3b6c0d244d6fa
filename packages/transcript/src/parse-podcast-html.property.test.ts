import { describe, it } from 'vitest';
import { parsePodcastHtml } from './parse-podcast-html';
import { readTestFixture } from './test-support/read-test-fixture';
import { checkParserProperty, mutatedFixture, randomInput } from './test-support/transcript-arbitraries';

// The first three turns, each paragraph cut short so that 10,000 runs take seconds.
const turns = readTestFixture('transcripts_example.html')
  .split('\n')
  .slice(0, 9)
  .map((line) => (line.startsWith('<p>') ? `${line.slice(0, 250)}</p>` : line))
  .join('\n');
const fragments = [
  '<cite>',
  '</cite>',
  'Travis:',
  '<time>',
  '</time>',
  '0:53',
  '1:02:03',
  '<p>',
  '</p>',
  '<br>',
  '<script>',
  '</script>',
  '<html lang="en">',
  '&#39;',
  '<time datetime="PT1M">',
];

describe('parsePodcastHtml properties', () => {
  it('returns a valid result for 10,000 random inputs', () => {
    checkParserProperty(parsePodcastHtml, randomInput(fragments));
  });
  it('returns a valid result for 10,000 mutated fixtures', () => {
    checkParserProperty(parsePodcastHtml, mutatedFixture([turns]));
  });
});
