import { describe, expect, it } from 'vitest';
import { groupWordsIntoSegments } from './group-words-into-segments';
import { parsePocketsphinxOutput } from './parse-pocketsphinx-output';

// Printed by Debian 12's pocketsphinx_continuous 0.8 (-time yes) for flite saying
// "hello world. this is a test of speech recognition."
const CONTINUOUS_OUTPUT = `hello world with the top two drop what
<s> 0.100 0.210 0.998801
hello 0.220 0.560 0.894390
world 0.570 1.160 0.999300
with 1.170 1.750 0.354829
the 1.760 1.990 0.379116
top 2.000 2.330 0.388287
two 2.340 2.460 0.009910
drop 2.470 2.830 0.518832
what(2) 2.840 3.500 1.000000
`;

// The JSON-lines form of pocketsphinx 5 (\`pocketsphinx single\`), per its documentation.
const SINGLE_OUTPUT = [
  '{"b":0.000,"d":1.520,"p":0.982,"t":"go forward","w":[{"b":0.000,"d":0.180,"p":1.000,"t":"<sil>"},{"b":0.180,"d":0.400,"p":0.990,"t":"go"},{"b":0.580,"d":0.940,"p":0.980,"t":"forward"}]}',
  '{"b":2.100,"d":0.900,"p":0.900,"t":"ten meters","w":[{"b":2.100,"d":0.300,"p":0.950,"t":"ten"},{"b":2.400,"d":0.100,"p":1.000,"t":"[NOISE]"},{"b":2.500,"d":0.500,"p":0.930,"t":"meters(2)"}]}',
].join('\n');

describe('parsePocketsphinxOutput', () => {
  it('reads pocketsphinx_continuous 0.8 word timings, dropping markers and alternate-pronunciation suffixes', () => {
    const utterances = parsePocketsphinxOutput(CONTINUOUS_OUTPUT);
    expect(utterances).toHaveLength(1);
    expect(utterances[0]?.map((word) => word.text)).toEqual([
      'hello',
      'world',
      'with',
      'the',
      'top',
      'two',
      'drop',
      'what',
    ]);
    expect(utterances[0]?.[0]).toEqual({ text: 'hello', startSeconds: 0.22, endSeconds: 0.56 });
  });

  it('reads pocketsphinx 5 JSON lines', () => {
    const utterances = parsePocketsphinxOutput(SINGLE_OUTPUT);
    expect(utterances.map((words) => words.map((word) => word.text))).toEqual([
      ['go', 'forward'],
      ['ten', 'meters'],
    ]);
    expect(utterances[1]?.[1]).toEqual({ text: 'meters', startSeconds: 2.5, endSeconds: 3 });
  });

  it('separates utterances of the 0.8 format', () => {
    const output = `${CONTINUOUS_OUTPUT}good bye\n<s> 5.000 5.100 1.0\ngood 5.100 5.400 0.9\nbye 5.400 5.900 0.9\n</s> 5.900 6.000 1.0\n`;
    expect(parsePocketsphinxOutput(output).map((words) => words.length)).toEqual([8, 2]);
  });

  it('ignores noise, broken JSON and empty output', () => {
    expect(parsePocketsphinxOutput('')).toEqual([]);
    expect(parsePocketsphinxOutput('{"b": 0, "w": [ broken\nINFO: something\n<sil> 0.1 0.2 1.0')).toEqual([]);
    expect(parsePocketsphinxOutput('{"w":[{"t":"ok","b":"x","d":1}]}')).toEqual([]);
  });
});

describe('groupWordsIntoSegments', () => {
  it('turns an utterance into one timed segment with word timings', () => {
    const [segment] = groupWordsIntoSegments(parsePocketsphinxOutput(CONTINUOUS_OUTPUT));
    expect(segment).toMatchObject({
      startSeconds: 0.22,
      endSeconds: 3.5,
      text: 'hello world with the top two drop what',
    });
    expect(segment?.words?.[1]).toEqual({ text: 'world', startSeconds: 0.57 });
  });

  it('splits a long utterance at a pause, and always before it gets too long', () => {
    // Words every 0.5 s for 60 s, with a 1-second pause after second 10.
    const words = Array.from({ length: 120 }, (_, i) => {
      const start = i * 0.5 + (i >= 21 ? 1 : 0);
      return { text: `w${i}`, startSeconds: start, endSeconds: start + 0.45 };
    });
    const segments = groupWordsIntoSegments([words]);
    expect(segments.length).toBeGreaterThan(2);
    expect(segments[0]?.text.split(' ')).toHaveLength(21);
    for (const segment of segments)
      expect(segment.endSeconds - segment.startSeconds).toBeLessThanOrEqual(20.5);
    expect(segments.flatMap((segment) => segment.text.split(' '))).toEqual(words.map((word) => word.text));
  });
});
