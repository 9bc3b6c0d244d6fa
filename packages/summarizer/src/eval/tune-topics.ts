// Fits the topic segmenter's few constants on the TUNE split only:
// `npx tsx packages/summarizer/src/eval/tune-topics.ts [fixtures]`. Prints the
// mean boundary F1 within 15 s per source for each setting, best first.
import { detectPromotions } from '../analysis/detect-promotions';
import { segmentTopics, topicTuning } from '../analysis/segment-topics';
import { buildTermIndex } from '../analysis/term-index';
import { buildSentences } from '../sentences/build-sentences';
import { splitOf } from './eval-split';
import {
  defaultFixturesDir,
  loadDemoChapters,
  loadMeetings,
  loadPythonBytes,
  type EvalItem,
} from './load-eval-sources';
import { boundaryF1 } from './score-boundaries';

const fixtures = process.argv[2] ?? defaultFixturesDir();
const repoRoot = new URL('../../../../', import.meta.url).pathname;
const items: EvalItem[] = [
  ...loadDemoChapters(repoRoot),
  ...loadMeetings(fixtures),
  ...loadPythonBytes(fixtures, 80),
].filter((item) => splitOf(item.id) === 'tune' && (item.boundaries?.length ?? 0) > 0);

const prepared = items.map((item) => {
  const sentences = buildSentences(item.transcript);
  const excluded = new Uint8Array(sentences.length);
  for (const promotion of detectPromotions(sentences))
    for (let i = promotion.firstSentence; i <= promotion.lastSentence; i++) excluded[i] = 1;
  const duration = sentences[sentences.length - 1]?.endSeconds ?? 0;
  return { item, sentences, excluded, terms: buildTermIndex(sentences), duration };
});

const results: Array<{ setting: string; score: number; perSource: string }> = [];
for (const threshold of [0.75, 1, 1.25, 1.5])
  for (const minimumGapSeconds of [15, 20])
    for (const minimumGapShare of [0.04, 0.06, 0.08])
      for (const cueWeight of [2, 3]) {
        Object.assign(topicTuning, { threshold, minimumGapSeconds, minimumGapShare, cueWeight });
        const bySource = new Map<string, number[]>();
        for (const { item, sentences, excluded, terms, duration } of prepared) {
          const starts = segmentTopics(sentences, terms, excluded, duration)
            .slice(1)
            .map((index) => sentences[index]!.startSeconds);
          const f1 = boundaryF1(starts, item.boundaries!, 15).f1;
          bySource.set(item.source, [...(bySource.get(item.source) ?? []), f1]);
        }
        const means = [...bySource].map(
          ([source, values]) => [source, values.reduce((a, b) => a + b, 0) / values.length] as const,
        );
        results.push({
          setting: JSON.stringify({ threshold, minimumGapSeconds, minimumGapShare, cueWeight }),
          // Every source counts the same, however many items it has.
          score: means.reduce((sum, [, mean]) => sum + mean, 0) / means.length,
          perSource: means.map(([source, mean]) => `${source} ${mean.toFixed(3)}`).join(', '),
        });
      }
results.sort((a, b) => b.score - a.score);
for (const result of results.slice(0, 12))
  console.log(result.score.toFixed(3), result.setting, result.perSource);
