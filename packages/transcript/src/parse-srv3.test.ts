import { describe, expect, it } from 'vitest';
import { parseSrv3 } from './parse-srv3';
import { expectTranscript, expectValidShape, first, last } from './test-support/expect-transcript';
import { readTestFixture } from './test-support/read-test-fixture';

describe('parseSrv3 on manual format-3 captions (RWBY)', () => {
  const result = parseSrv3(readTestFixture('RWBY-Vol1-Episode-1.manual.srv3.xml'));
  const transcript = expectTranscript(result);

  it('makes one segment per <p> (198), timed from t and d in milliseconds', () => {
    expectValidShape(result);
    expect(transcript.format).toBe('srv3');
    expect(transcript.automatic).toBeUndefined();
    expect(transcript.segments).toHaveLength(198);
    expect(first(transcript)).toEqual({
      startSeconds: 3.934,
      endSeconds: 5.4,
      text: 'Legends.',
      speaker: 'Narrator',
    });
    expect(last(transcript)).toEqual({
      startSeconds: 727.28,
      endSeconds: 731.32,
      text: 'And victory is in a simple soul.',
    });
  });

  it('decodes entities and joins lines', () => {
    expect(transcript.segments.find((segment) => segment.startSeconds === 41.746)?.text).toBe(
      "on returning man's brief existence to the void.",
    );
    expect(transcript.segments.find((segment) => segment.startSeconds === 59.9)?.text).toBe(
      'This power was appropriately named, "Dust".',
    );
    expect(transcript.segments.find((segment) => segment.startSeconds === 8.3)?.text).toBe(
      'Mankind has grown quite fond of recounting the exploits',
    );
  });

  it('follows "Name:" speaker turns, and song lyrics belong to nobody', () => {
    const speakerAt = (seconds: number) =>
      transcript.segments.find((segment) => segment.startSeconds === seconds)?.speaker;
    expect(speakerAt(112.06)).toBe('Ozpin');
    expect(speakerAt(133.04)).toBe('Roman');
    expect(speakerAt(136.18)).toBe('Roman');
    expect(speakerAt(727.28)).toBeUndefined();
    expect(transcript.segments.some((segment) => segment.text.includes('♪'))).toBe(false);
  });
});

describe('parseSrv3 variants', () => {
  it('reads ASR format 3 with <s> word times and layout paragraphs', () => {
    const xml = `<?xml version="1.0" encoding="utf-8" ?><timedtext format="3"><head><pen id="1"/><wp id="0"/></head><body>
<w t="0" id="1" wp="0"/>
<p t="1000" d="2500" w="1"><s ac="255">have</s><s t="240" ac="255"> you</s><s t="480" ac="255"> heard</s></p>
<p t="2000" d="1500" w="1" a="1">
</p>
<p t="3500" d="2000" w="1"><s ac="255">it&#39;s</s><s t="300" ac="255"> [Music]</s><s t="600" ac="200"> great</s></p>
</body></timedtext>`;
    const transcript = expectTranscript(parseSrv3(xml));
    expect(transcript.automatic).toBe(true);
    expect(transcript.segments).toEqual([
      {
        startSeconds: 1,
        endSeconds: 3.5,
        text: 'have you heard',
        words: [
          { text: 'have', startSeconds: 1 },
          { text: 'you', startSeconds: 1.24 },
          { text: 'heard', startSeconds: 1.48 },
        ],
      },
      {
        startSeconds: 3.5,
        endSeconds: 5.5,
        text: "it's great",
        words: [
          { text: "it's", startSeconds: 3.5 },
          { text: 'great', startSeconds: 4.1 },
        ],
      },
    ]);
  });

  it('reads the classic <transcript><text start dur> dialect, escaped twice', () => {
    const xml =
      '<?xml version="1.0" encoding="utf-8" ?><transcript><text start="0.5" dur="1.25">don&amp;#39;t &amp;amp; go</text><text start="2" dur="1">&lt;font color=&quot;#E5E5E5&quot;&gt;next&lt;/font&gt;</text></transcript>';
    expect(expectTranscript(parseSrv3(xml)).segments).toEqual([
      { startSeconds: 0.5, endSeconds: 1.75, text: "don't & go" },
      { startSeconds: 2, endSeconds: 3, text: 'next' },
    ]);
  });

  it('explains what is wrong with bad input', () => {
    expect(parseSrv3('<html><p>hi</p></html>')).toEqual({
      ok: false,
      error: {
        code: 'malformed',
        message: 'Not YouTube timedtext XML: no <timedtext> or <transcript> element.',
      },
    });
    expect(parseSrv3('<timedtext format="3"><body><p t="x">no time</p></body></timedtext>')).toMatchObject({
      ok: false,
      error: { code: 'no-segments' },
    });
  });
});
