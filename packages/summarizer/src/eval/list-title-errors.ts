// Prints the human titles beside the engine's, for error analysis of titling, on the TUNE split only:
// `npx tsx packages/summarizer/src/eval/list-title-errors.ts [--only=<source>] [--limit=N] [--spans] [fixtures]`.
// Per item: each human title (creator chapter, meeting topic name, show-notes heading), the title the engine
// gives the human's own span, and (without --spans) the engine topic covering most of it with its word F1.
import { buildPod } from '../build-pod';
import { splitOf } from './eval-split';
import { loadDemoChapters, loadMeetings, loadPythonBytes, readEvalCommandLine } from './load-eval-sources';
import { titleWordF1 } from './score-boundaries';
import { titleReferenceSpans } from './title-reference-spans';

const { fixtures, only, limit, repoRoot } = readEvalCommandLine(process.argv.slice(2));
const spansOnly = process.argv.includes('--spans');

const sources = [...loadDemoChapters(repoRoot), ...loadMeetings(fixtures), ...loadPythonBytes(fixtures)];
const shown = new Map<string, number>();
for (const item of sources) {
  if (splitOf(item.id) !== 'tune' || !item.titles || item.titles.length === 0) continue;
  if (only && item.source !== only) continue;
  const count = shown.get(item.source) ?? 0;
  if (count >= limit) continue;
  shown.set(item.source, count + 1);
  const duration = item.transcript.segments.reduce((end, segment) => Math.max(end, segment.endSeconds), 0);
  const spans = titleReferenceSpans(item.transcript, item.titles);
  const topics = spansOnly ? [] : buildPod(item.transcript).topics;
  console.log(`\n== ${item.source} ${item.id}`);
  item.titles.forEach((title, k) => {
    const end = item.titles![k + 1]?.startSeconds ?? duration;
    const one = [{ title: title.title, startSeconds: title.startSeconds }];
    const onSpan = spans.find((span) => Math.abs(span.startSeconds - title.startSeconds) < 0.5)?.topic ?? '-';
    let line = `${clock(title.startSeconds)} ${title.title.slice(0, 60).padEnd(60)} | span: ${onSpan}`;
    if (!spansOnly) {
      let best = topics[0];
      let bestOverlap = -1;
      topics.forEach((topic, t) => {
        const topicEnd = topics[t + 1]?.startSeconds ?? duration;
        const overlap = Math.min(end, topicEnd) - Math.max(title.startSeconds, topic.startSeconds);
        if (overlap > bestOverlap) [best, bestOverlap] = [topic, overlap];
      });
      const f1 = best ? titleWordF1([best], one, duration) : 0;
      line += ` | engine: ${best?.topic ?? '-'} (${f1.toFixed(2)})`;
    }
    console.log(line);
  });
  if (!spansOnly)
    console.log(`   engine topics: ${topics.map((t) => `${t.timestamp} ${t.topic}`).join(' / ')}`);
}

function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  return `${m}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`.padStart(6);
}
