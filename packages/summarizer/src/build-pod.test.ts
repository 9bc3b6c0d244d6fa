import type { Transcript } from '@podbite/transcript';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPod } from './build-pod';
import { formatTimestamp } from './format-timestamp';
import type { Pod } from './pod';
import { makeTranscript } from './test-support/make-transcript';
import { readFixtureTranscript } from './test-support/read-fixture';
import { comparable, isSaidAt, listSpokenWords, type SpokenWord } from './test-support/transcript-words';

/** Fixtures of every format, punctuated and raw (see test-fixtures/README.md). */
const longFixtures = [
  { name: 'python-bytes-300.vtt', kind: 'punctuated, three speakers, 55 min' },
  { name: 'python-bytes-216.vtt', kind: 'punctuated, two speakers, 32 min' },
  { name: 'rg7Fvvl3taU.en.json3', kind: 'raw auto-captions (json3), 37 min' },
  { name: 'auto-captions.en.vtt', kind: 'raw auto-captions (WebVTT with inline word times), 10 min' },
];
const shortFixtures = [
  'transcripts_example.json',
  'transcripts_example.srt',
  'transcripts_example.vtt',
  'transcripts_example.html',
  'manual-captions.en.vtt',
  'RWBY-Vol1-Episode-1.manual.srv3.xml',
];

const pods = new Map<string, { transcript: Transcript; pod: Pod; spoken: SpokenWord[] }>();
beforeAll(() => {
  for (const name of [...longFixtures.map((fixture) => fixture.name), ...shortFixtures]) {
    const transcript = readFixtureTranscript(name);
    pods.set(name, { transcript, pod: buildPod(transcript), spoken: listSpokenWords(transcript) });
  }
});

describe.each([...longFixtures.map((fixture) => fixture.name), ...shortFixtures])(
  'buildPod on %s',
  (name) => {
    it('grounds every bite: its words are said, in order, where its timestamp points', () => {
      const { pod, spoken } = pods.get(name)!;
      for (const bite of pod.bites) {
        // Cleaning may drop fillers, stutters and asides between the words, never add any.
        expect(
          isSaidAt(spoken, bite.text, bite.startSeconds, 3),
          `${bite.type} at ${bite.timestamp}: ${bite.text}`,
        ).toBe(true);
      }
    });

    it('quotes verbatim: the exact run of words as said', () => {
      const { pod, spoken } = pods.get(name)!;
      for (const bite of pod.bites.filter((b) => b.type === 'quote')) {
        expect(isSaidAt(spoken, bite.text, bite.startSeconds, 0), bite.text).toBe(true);
      }
    });

    it('keeps every timestamp inside the episode and writes it as m:ss or h:mm:ss', () => {
      const { pod } = pods.get(name)!;
      for (const item of [...pod.bites, ...pod.topics]) {
        expect(item.startSeconds).toBeGreaterThanOrEqual(0);
        expect(item.startSeconds).toBeLessThanOrEqual(pod.durationSeconds);
        expect(item.timestamp).toBe(formatTimestamp(item.startSeconds));
      }
      for (const promotion of pod.promotions) {
        expect(promotion.startSeconds).toBeLessThanOrEqual(promotion.endSeconds);
        expect(promotion.endSeconds).toBeLessThanOrEqual(pod.durationSeconds);
      }
    });

    it('never repeats a promotion as a bite or a detail', () => {
      const { pod } = pods.get(name)!;
      for (const bite of pod.bites) {
        for (const promotion of pod.promotions) {
          const inside =
            bite.startSeconds >= promotion.startSeconds && bite.startSeconds < promotion.endSeconds;
          expect(inside, `${bite.text} inside ${promotion.text}`).toBe(false);
          const promoted = promotion.text.replace(/^Sponsored by [^:]+: /, '');
          expect([bite.text, ...bite.details]).not.toContain(promoted);
        }
      }
    });

    it('accounts read time and time saved', () => {
      const { pod } = pods.get(name)!;
      expect(pod.readTimeSeconds).toBeGreaterThanOrEqual(1);
      expect(pod.timeSavedSeconds).toBe(Math.max(0, Math.round(pod.durationSeconds - pod.readTimeSeconds)));
    });

    it('has topics from 0:00 and bites of each type within their counts', () => {
      const { pod } = pods.get(name)!;
      expect(pod.topics.length).toBeGreaterThanOrEqual(1);
      expect(pod.topics[0]!.startSeconds).toBe(0);
      for (const topic of pod.topics) expect(topic.topic.trim()).not.toBe('');
      const count = (type: string): number => pod.bites.filter((bite) => bite.type === type).length;
      expect(count('overview')).toBeLessThanOrEqual(4);
      expect(count('keyTakeaway')).toBeLessThanOrEqual(8);
      expect(count('actionItem')).toBeLessThanOrEqual(6);
      expect(count('quote')).toBeLessThanOrEqual(5);
      // Anything longer than a few lines has something to take away; a clip of 25 seconds
      // that is mostly its greeting ("Welcome to...", "Hi, Gillian here") has less.
      if (pod.durationSeconds >= 20) expect(count('keyTakeaway')).toBeGreaterThanOrEqual(1);
      if (pod.durationSeconds >= 60) expect(count('keyTakeaway')).toBeGreaterThanOrEqual(3);
    });

    it('is JSON-serializable as it is', () => {
      const { pod } = pods.get(name)!;
      expect(JSON.parse(JSON.stringify(pod))).toEqual(pod);
    });
  },
);

describe.each(longFixtures)('buildPod on $name ($kind)', ({ name, kind }) => {
  it('makes the sections of a pod in their ranges', () => {
    const { pod } = pods.get(name)!;
    const count = (type: string): number => pod.bites.filter((bite) => bite.type === type).length;
    expect(count('overview')).toBeGreaterThanOrEqual(2);
    expect(count('overview')).toBeLessThanOrEqual(4);
    expect(count('keyTakeaway')).toBeGreaterThanOrEqual(4);
    expect(count('keyTakeaway')).toBeLessThanOrEqual(8);
    expect(count('actionItem')).toBeLessThanOrEqual(6);
    // Auto-captions get only lines with conviction as quotes, which an episode may not have.
    if (!kind.startsWith('raw auto-captions')) expect(count('quote')).toBeGreaterThanOrEqual(2);
    expect(count('quote')).toBeLessThanOrEqual(5);
    const order = pod.bites.map((bite) =>
      ['overview', 'keyTakeaway', 'actionItem', 'quote'].indexOf(bite.type),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('gives every bite 2 to 4 details from around it', () => {
    const { pod, spoken } = pods.get(name)!;
    for (const bite of pod.bites) {
      expect(bite.details.length).toBeGreaterThanOrEqual(2);
      expect(bite.details.length).toBeLessThanOrEqual(4);
      for (const detail of bite.details) {
        const near = spoken.filter((word) => Math.abs(word.seconds - bite.startSeconds) < 240);
        const first = near.findIndex((word) => word.word === comparable(detail)[0]);
        expect(first, detail).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('spreads the key takeaways over the episode', () => {
    const { pod } = pods.get(name)!;
    const times = pod.bites.filter((bite) => bite.type === 'keyTakeaway').map((bite) => bite.startSeconds);
    expect(Math.min(...times)).toBeLessThan(pod.durationSeconds * 0.35);
    expect(Math.max(...times)).toBeGreaterThan(pod.durationSeconds * 0.65);
  });

  it('never gives the same sentence twice and never opens a bite with "and so yeah"', () => {
    const { pod } = pods.get(name)!;
    const texts = pod.bites.map((bite) => bite.text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text).not.toMatch(/^(?:and|so|yeah|um|uh)\b/);
  });

  it('marks topics from the start, in order, with short titles', () => {
    const { pod } = pods.get(name)!;
    expect(pod.topics.length).toBeGreaterThanOrEqual(2);
    expect(pod.topics[0]!.startSeconds).toBe(0);
    for (let k = 1; k < pod.topics.length; k++)
      expect(pod.topics[k]!.startSeconds).toBeGreaterThan(pod.topics[k - 1]!.startSeconds);
    for (const topic of pod.topics) expect(topic.topic.split(' ').length).toBeLessThanOrEqual(7);
    expect(new Set(pod.topics.map((topic) => topic.topic)).size).toBe(pod.topics.length);
  });
});

describe('promotions on real episodes', () => {
  it('finds and names the sponsor of Python Bytes 300, intro mention and full read', () => {
    const { pod } = pods.get('python-bytes-300.vtt')!;
    const reads = pod.promotions.filter(
      (promotion) => promotion.sponsor === 'Microsoft for Startups Founders Hub',
    );
    expect(reads.length).toBeGreaterThanOrEqual(2);
    const full = reads.find((promotion) => promotion.endSeconds - promotion.startSeconds > 60);
    // The read runs from 23:05 ("let's talk about our sponsor") past the call to action at 24:30.
    expect(full?.startSeconds).toBeGreaterThan(23 * 60);
    expect(full?.startSeconds).toBeLessThan(23 * 60 + 30);
    expect(full?.endSeconds).toBeGreaterThan(24 * 60 + 30);
  });

  it('finds the sponsor of Python Bytes 216, who is named only in the read', () => {
    const { pod } = pods.get('python-bytes-216.vtt')!;
    expect(pod.promotions.some((promotion) => promotion.sponsor === 'Datadog')).toBe(true);
  });

  it('finds self-promotion in raw auto-captions (Patreon, a donation appeal)', () => {
    expect(pods.get('rg7Fvvl3taU.en.json3')!.pod.promotions.map((promotion) => promotion.kind)).toContain(
      'selfPromotion',
    );
    expect(pods.get('auto-captions.en.vtt')!.pod.promotions.map((promotion) => promotion.kind)).toContain(
      'selfPromotion',
    );
  });
});

describe('buildPod on captions written in capitals', () => {
  const shout = (transcript: Transcript): Transcript => ({
    ...transcript,
    segments: transcript.segments.map((segment) => ({ ...segment, text: segment.text.toUpperCase() })),
  });
  // Python Bytes 216 as a broadcast captioner would write it.
  let written: Pod;
  let shouted: Pod;
  let spoken: SpokenWord[];
  beforeAll(() => {
    const transcript = readFixtureTranscript('python-bytes-216.vtt');
    written = pods.get('python-bytes-216.vtt')!.pod;
    shouted = buildPod(shout(transcript));
    spoken = listSpokenWords(shout(transcript));
  });

  it('does not shout: bites, details, titles and promotions in sentence case', () => {
    const words = [
      ...shouted.bites.flatMap((bite) => [bite.text, ...bite.details]),
      ...shouted.topics.map((topic) => topic.topic),
      ...shouted.promotions.map((promotion) => promotion.text),
    ].flatMap((text) => text.split(/\s+/));
    const inCapitals = words.filter((word) => /^\p{Lu}{4,}\b/u.test(word));
    expect(inCapitals.length / words.length).toBeLessThan(0.01);
    expect(shouted.bites.length).toBeGreaterThan(5);
    // Promotions are found in the captions as written, and written in small letters.
    const read = shouted.promotions.find((promotion) => promotion.sponsor === 'Datadog');
    expect(read?.text).toMatch(
      /^Sponsored by Datadog: If you don't know where it's coming from, Datadog will/,
    );
    expect(
      shouted.bites.filter(
        (bite) => bite.startSeconds >= read!.startSeconds && bite.startSeconds <= read!.endSeconds,
      ),
    ).toEqual([]);
    // The sentences are the same, so most bites are too.
    const same = shouted.bites.filter((bite) =>
      written.bites.some((other) => other.text.toLowerCase() === bite.text.toLowerCase()),
    );
    expect(same.length / shouted.bites.length).toBeGreaterThan(0.6);
  });

  it('grounds every bite in the captions as written, and quotes them verbatim', () => {
    for (const bite of shouted.bites)
      expect(isSaidAt(spoken, bite.text, bite.startSeconds, bite.type === 'quote' ? 0 : 3), bite.text).toBe(
        true,
      );
  });
});

describe('buildPod on a meeting transcribed word for word', () => {
  it('leaves the words cut off mid-way out of the bites and their details', () => {
    const lines = [
      "Okay, so today we'll talk about the remote control's circuit and its case.",
      "We'll need to custom desi design a circuit board, because the board takes the button input.",
      'The user interf interface communicates with the chip, which sends the signal to the television.',
      'I think thi this could be a market, because universal remote controls tend to be quite expensive.',
      'If we choose rub rubber for the case, it will be soft to hold and cheap to make.',
      'Since we are concentrating on the younger group, we should use colourful exch exchangeable covers.',
      'The chip costs about three Euros, so the budget of twelve Euros leaves room for the case.',
      'An infrared sender is cheaper than bluetooth, and it works with every television on the market.',
      'Younger users want a remote that looks exciting and stands out on the coffee table.',
      'The battery should last a year, so we need a chip that sleeps between button presses.',
    ];
    const pod = buildPod(makeTranscript([...lines, ...lines.map((line) => `Again: ${line}`)]));
    const texts = pod.bites.flatMap((bite) => [bite.text, ...bite.details]);
    expect(texts.length).toBeGreaterThan(3);
    for (const text of texts) expect(text).not.toMatch(/\b(?:desi|interf|thi|rub|exch) /);
  });
});

describe('buildPod with creator chapters', () => {
  it('uses the chapters as topics', () => {
    const transcript = readFixtureTranscript('rg7Fvvl3taU.en.json3');
    const chapters = [
      { title: 'Introduction', startSeconds: 0 },
      { title: 'Grid template columns', startSeconds: 420 },
      { title: 'Grid template areas', startSeconds: 1740 },
    ];
    const pod = buildPod(transcript, { chapters });
    expect(pod.topics.map((topic) => [topic.topic, topic.startSeconds, topic.timestamp])).toEqual([
      ['Introduction', 0, '0:00'],
      ['Grid template columns', 420, '7:00'],
      ['Grid template areas', 1740, '29:00'],
    ]);
  });
});

describe('buildPod on edge cases', () => {
  it('returns an empty pod for an empty transcript', () => {
    expect(buildPod({ segments: [] })).toEqual({
      durationSeconds: 0,
      readTimeSeconds: 1,
      timeSavedSeconds: 0,
      bites: [],
      topics: [],
      promotions: [],
    });
  });

  it('does not crash on a one-line transcript or on odd times', () => {
    const pod = buildPod({
      segments: [{ startSeconds: Number.NaN, endSeconds: 4, text: 'Just one short line here.' }],
    });
    expect(pod.durationSeconds).toBe(4);
    expect(pod.topics.length).toBeLessThanOrEqual(1);
  });

  it('reads a word that ends in a long run of marks once, and never titles a topic with it', () => {
    // A word trimmed by /[...]+$/ when something follows the run took time in the square of its
    // length: 50,000 marks cost seconds per sentence, a minute in a numbered item's clause.
    const run = '!'.repeat(50_000);
    const lines = [
      'Step one, I water the tomatoes at the root every morning.',
      'The tomato leaves stay dry and the plants stay healthy.',
      `Step two: drink ${run}x water.`,
      `We said ${run}x and the garden grew anyway.`,
      'Step three, I pick the ripe tomatoes before the birds find them.',
    ];
    const pod = buildPod(makeTranscript(lines));
    expect(pod.topics.length).toBeGreaterThan(0);
    for (const topic of pod.topics) expect(topic.topic.length).toBeLessThan(80);
  });
});

describe('buildPod keeps nothing between calls', () => {
  it('reads a transcript afresh each time, even the same object grown in between', () => {
    // Raw auto-captions are cut twice (bites and promotions) from words collected once per call.
    const full = readFixtureTranscript('rg7Fvvl3taU.en.json3');
    const half = full.segments.slice(0, Math.floor(full.segments.length / 2));
    const growing: Transcript = { ...full, segments: [...half] };
    const firstHalf = buildPod(growing);
    growing.segments.push(...full.segments.slice(half.length));
    expect(buildPod(growing)).toEqual(buildPod({ ...full, segments: [...full.segments] }));
    expect(buildPod(growing)).not.toEqual(firstHalf);
  });
});
