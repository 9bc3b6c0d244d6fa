import { describe, it } from 'vitest';
import { parseSrv3 } from './parse-srv3';
import { readTestFixture } from './test-support/read-test-fixture';
import { checkParserProperty, mutatedFixture, randomInput } from './test-support/transcript-arbitraries';

const manual = `${readTestFixture('RWBY-Vol1-Episode-1.manual.srv3.xml').split('\n').slice(0, 25).join('\n')}\n</body>\n</timedtext>`;
const asr = `<timedtext format="3"><body><p t="1000" d="2500" w="1"><s ac="255">have</s><s t="240" ac="255"> you</s></p><p t="2000" d="1500" w="1" a="1">\n</p><p t="3500" d="2000"><s>it&#39;s</s><s t="300"> great</s></p></body></timedtext>`;
const classic =
  '<transcript><text start="0.5" dur="1.25">don&amp;#39;t</text><text start="2" dur="1">next</text></transcript>';
const fragments = [
  '<timedtext format="3">',
  '<transcript>',
  '<body>',
  '</body>',
  '<p t="1000" d="500">',
  '</p>',
  '<s t="100" ac="255">',
  '</s>',
  '<text start="1.5" dur="2">',
  '</text>',
  '<br/>',
  '&#39;',
  '&quot;',
  'Narrator: ',
];

describe('parseSrv3 properties', () => {
  it('returns a valid result for 10,000 random inputs', () => {
    checkParserProperty(parseSrv3, randomInput(fragments));
  });
  it('returns a valid result for 10,000 mutated fixtures', () => {
    checkParserProperty(parseSrv3, mutatedFixture([manual, asr, classic]));
  });
});
