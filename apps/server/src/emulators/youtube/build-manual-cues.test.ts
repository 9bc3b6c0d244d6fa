import { describe, expect, it } from 'vitest';
import { buildManualCues, wrapIntoTwoLines } from './build-manual-cues';
import { splitTranscriptParagraphs } from './split-transcript-paragraphs';
import { timeSpokenWords } from './time-spoken-words';

const TEXT = `Maya: Welcome back to Margin Notes. I'm Maya.

Theo: And I'm Theo. And today we're doing the question we get more than any other, which is basically, I read a whole book last month and I can't tell you a single thing that was in it, and honestly that is pretty normal for most of the people who write to us about it.

Theo: Let's get into it.

Maya: Okay.`;

describe('buildManualCues', () => {
  const words = timeSpokenWords(splitTranscriptParagraphs(TEXT), 'cues').words;
  const cues = buildManualCues(words);

  it('keeps every word, in order, and labels a speaker only when the speaker changes', () => {
    const joined = cues.map((cue) => cue.text.replace(/\n/g, ' ')).join(' ');
    expect(joined).toBe(
      `Maya: Welcome back to Margin Notes. I'm Maya. Theo: ${TEXT.split('Theo: ')[1]!.trim()} Let's get into it. Maya: Okay.`,
    );
    expect(cues.filter((cue) => /^(Maya|Theo): /.test(cue.text))).toHaveLength(3);
  });

  it('starts a cue at each sentence and splits long sentences into chunks', () => {
    expect(cues[0]?.text).toBe('Maya: Welcome back to Margin Notes.');
    expect(cues[1]?.text).toBe("I'm Maya.");
    expect(cues.find((cue) => cue.text.startsWith('Theo: And'))?.text).toBe("Theo: And I'm Theo.");
    expect(cues.filter((cue) => cue.text.includes('\n')).length).toBeGreaterThan(2);
    for (const cue of cues) {
      expect(cue.text.replace(/^\w+: /, '').split(/\s+/).length).toBeLessThanOrEqual(15);
      expect(cue.text.split('\n').length).toBeLessThanOrEqual(2);
    }
  });

  it('times cues from their words, never overlapping the next cue', () => {
    cues.forEach((cue, index) => {
      expect(cue.endMs).toBeGreaterThan(cue.startMs);
      const next = cues[index + 1];
      if (next) expect(cue.endMs).toBeLessThanOrEqual(next.startMs);
    });
    expect(cues[0]?.startMs).toBe(words[0]?.startMs);
  });
});

describe('wrapIntoTwoLines', () => {
  it('leaves a short caption alone and breaks a long one near its middle', () => {
    expect(wrapIntoTwoLines('Short and sweet.')).toBe('Short and sweet.');
    expect(wrapIntoTwoLines('And that is the thing I want to talk about today,')).toBe(
      'And that is the thing I\nwant to talk about today,',
    );
  });
});
