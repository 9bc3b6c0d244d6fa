import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import type { Sentence } from '../sentences/sentence';
import { readFixtureTranscript } from '../test-support/read-fixture';
import { buildTermIndex } from './term-index';
import { describeEpisodeWords, describeTopicWords, titleWordFeatures } from './title-features';
import { wordFacts, type TitleWordFacts } from './title-word-facts';

/**
 * describeTopicWords reuses one run's records from run to run and keeps a phrase's spellings in two arrays
 * (session 13, for speed). The straightforward version it replaced, kept here to compare with: a fresh
 * array of fresh records per run, the spellings in a Map (with session 30's four-word whole names).
 */
function candidatesAsBefore(sentences: readonly Sentence[], start: number, end: number) {
  type RunWord = { word: TitleWordFacts; named: boolean; canEdge: boolean; canOpen: boolean };
  const candidates = new Map<
    string,
    { stems: string[]; count: number; surfaces: Map<string, number>; named: number }
  >();
  const addRuns = (run: readonly RunWord[]): void => {
    for (let size = 1; size <= 4; size++)
      for (let from = 0; from + size <= run.length; from++) {
        const words = run.slice(from, from + size);
        const opens = size === 1 ? words[0]!.canEdge : words[0]!.canOpen;
        if (!opens || !words[size - 1]!.canEdge || (size === 1 && words[0]!.word.weak)) continue;
        const wholeName =
          words.every((one) => one.named) && !run[from - 1]?.named && !run[from + size]?.named;
        if (size === 4 && !wholeName) continue;
        const stutters = words.some(
          (a, i) =>
            words.slice(i + 1).some((b) => b.word.stem === a.word.stem) ||
            (i + 1 < size && words[i + 1]!.word.lowered.startsWith(a.word.lowered)),
        );
        if (size > 1 && stutters) continue;
        const key = words.map((one) => one.word.stem).join(' ');
        const surface = words.map((one) => one.word.surface).join(' ');
        const candidate = candidates.get(key) ?? {
          stems: words.map((one) => one.word.stem),
          count: 0,
          surfaces: new Map<string, number>(),
          named: 0,
        };
        candidates.set(key, candidate);
        candidate.count++;
        if (words.every((one) => one.named)) candidate.named++;
        candidate.surfaces.set(surface, (candidate.surfaces.get(surface) ?? 0) + 1);
      }
  };
  for (let i = start; i < end; i++) {
    const sentence = sentences[i]!;
    let run: RunWord[] = [];
    sentence.words.forEach((timed, position) => {
      const facts = wordFacts(timed);
      const title = facts.title;
      if (title) {
        const named = position > 0 && !sentence.restored && title.capitalised;
        run.push({
          word: title,
          named,
          canEdge: named ? title.canEdgeNamed : title.canEdgeUnnamed,
          canOpen: named ? title.canEdgeNamed : title.canOpenUnnamed,
        });
      } else if (run.length > 0) {
        addRuns(run);
        run = [];
      }
      if (run.length > 0 && facts.closesRun) {
        addRuns(run);
        run = [];
      }
    });
    if (run.length > 0) addRuns(run);
  }
  return candidates;
}

describe('describeTopicWords, against the version it replaced', () => {
  it('finds the same phrases, counts and spellings, in the same order, on two episodes', () => {
    for (const name of ['python-bytes-300.vtt', 'auto-captions.en.vtt']) {
      const sentences = buildSentences(readFixtureTranscript(name));
      const starts = [0, 40, 41, 120, Math.floor(sentences.length / 2)].filter((at) => at < sentences.length);
      const topics = describeTopicWords(sentences, starts, new Uint8Array(sentences.length));
      topics.forEach((topic) => {
        const expected = candidatesAsBefore(sentences, topic.start, topic.end);
        expect([...topic.candidates.keys()]).toEqual([...expected.keys()]);
        for (const [key, candidate] of topic.candidates) {
          const before = expected.get(key)!;
          expect(candidate.stems).toEqual(before.stems);
          expect(candidate.count).toBe(before.count);
          expect(candidate.named).toBe(before.named);
          expect(candidate.surfaces.map((surface, k) => [surface, candidate.surfaceCounts[k]])).toEqual([
            ...before.surfaces,
          ]);
        }
        // Each word's place among the topic's words indexes the titling's per-word figures.
        expect([...topic.words.values()].map((stats) => stats.order)).toEqual(
          [...topic.words.keys()].map((_, k) => k),
        );
      });
    }
  });

  it('takes four words in a row only as a whole name written with capitals', () => {
    const sentences = buildSentences({
      segments: [
        'This year the Stack Overflow Developer Survey asked about tools.',
        'And then the Stack Overflow Developer Survey Results Page showed the tools.',
        'The python project local virtual environment tools are many.',
      ].map((text, k) => ({ startSeconds: k * 6, endSeconds: k * 6 + 5, text })),
    });
    const [topic] = describeTopicWords(sentences, [0], new Uint8Array(sentences.length));
    const fourWords = [...topic!.candidates.values()].filter((candidate) => candidate.stems.length === 4);
    // Said whole once; the second time it is a piece of a longer name, and the last run is not written as one.
    expect(fourWords.map((candidate) => [candidate.surfaces[0], candidate.count])).toEqual([
      ['Stack Overflow Developer Survey', 1],
    ]);
  });

  it('writes the same features into a reused array as into a fresh one', () => {
    const sentences = buildSentences(readFixtureTranscript('python-bytes-300.vtt'));
    const topics = describeTopicWords(sentences, [0, 100, 300], new Uint8Array(sentences.length));
    const episode = describeEpisodeWords(topics, buildTermIndex(sentences));
    const scratch: number[] = [];
    for (const topic of topics)
      for (const stats of topic.words.values())
        expect(titleWordFeatures(stats, topic, episode, scratch)).toEqual(
          titleWordFeatures(stats, topic, episode),
        );
  });
});
