// Error analysis of sponsor reads on the TUNE split of sponsorblock-dev (never the check split):
// `npx tsx packages/summarizer/src/eval/list-sponsor-errors.ts [fixtures] [--heldout] [--text]`.
// Lists every missed labelled read and every sponsor read that misses the label, each sorted
// into a kind by simple tests (its caption text printed with --text, to read and correct the
// kinds by hand), then counts per kind. `--heldout`: only the tune items the model was not
// trained on when it was trained with `train-sponsor-model.ts --holdout`. `--self`: also every
// self-promotion found (on the label or off it), to read whether it is the creator's own plug.
import { detectPromotions, type DetectedPromotion } from '../analysis/detect-promotions';
import { findModelReads } from '../analysis/find-model-reads';
import { callToAction, matchesAny, sponsorHandoff } from '../analysis/promotion-cues';
import { sentenceText, type Sentence } from '../sentences/sentence';
import { stopWords } from '../text/stop-words';
import { heldOutOfTraining, splitOf } from './eval-split';
import { loadSponsorBlock, readEvalCommandLine } from './load-eval-sources';
import { promotionSentences } from '../analysis/find-promotions';
import { percentOf } from './format-percent';

const { fixtures } = readEvalCommandLine(process.argv.slice(2));
const onlyHeldOut = process.argv.includes('--heldout');
const showText = process.argv.includes('--text');
const showSelf = process.argv.includes('--self');

interface Span {
  start: number;
  end: number;
}
const overlaps = (a: Span, b: Span): boolean => Math.min(a.end, b.end) > Math.max(a.start, b.start);
const gap = (a: Span, b: Span): number => Math.max(0, Math.max(a.start, b.start) - Math.min(a.end, b.end));

function textOf(sentences: readonly Sentence[], span: Span): string {
  return sentences
    .filter((sentence) => overlaps({ start: sentence.startSeconds, end: sentence.endSeconds }, span))
    .map((sentence) => sentenceText(sentence))
    .join(' | ');
}

/** Share of words that are common English words: low for captions in another language. */
function englishShare(sentences: readonly Sentence[]): number {
  let all = 0;
  let english = 0;
  for (const sentence of sentences)
    for (const word of sentence.words) {
      all++;
      if (stopWords.has(word.normalized)) english++;
    }
  return english / Math.max(1, all);
}

const selfWords =
  /\bpatreon|\bmerch|\bmy (?:course|book|store|shop|shirt)|\bour (?:store|shop|course)|\bt-?shirts?\b|\bhoodie/;

const counts = new Map<string, number>();
const count = (kind: string): void => void counts.set(kind, (counts.get(kind) ?? 0) + 1);
let items = 0;
const tally = {
  found: 0,
  hits: 0,
  reads: 0,
  everyFound: 0,
  everyHits: 0,
  every: 0,
  spanInside: 0,
  spanCovered: 0,
};
// Where reads on the label start and end against it (seconds; more than 5 s off counts).
const edges = {
  startsEarly: 0,
  earlyInFirst90s: 0,
  atFirstSentence: 0,
  startsLate: 0,
  endsEarly: 0,
  endsLate: 0,
};
const lateEnds: number[] = [];
for (const item of loadSponsorBlock(fixtures)) {
  if (item.source !== 'sponsorblock-auto' || splitOf(item.id) !== 'tune') continue;
  if (onlyHeldOut && !heldOutOfTraining(item.id)) continue;
  items++;
  const label = item.sponsorSpan!;
  const sentences = promotionSentences(item.transcript);
  const promotions = detectPromotions(sentences);
  const spanOf = (p: DetectedPromotion): Span => ({ start: p.startSeconds, end: p.endSeconds });
  const reads = promotions.filter((p) => p.kind === 'sponsor');
  const hits = reads.filter((p) => overlaps(spanOf(p), label));
  tally.found += hits.length > 0 ? 1 : 0;
  tally.hits += hits.length;
  tally.reads += reads.length;
  tally.everyFound += promotions.some((p) => overlaps(spanOf(p), label)) ? 1 : 0;
  tally.everyHits += promotions.filter((p) => overlaps(spanOf(p), label)).length;
  tally.every += promotions.length;
  for (const hit of hits) {
    const inside = Math.min(hit.endSeconds, label.end) - Math.max(hit.startSeconds, label.start);
    tally.spanInside += inside / Math.max(1, hit.endSeconds - hit.startSeconds);
    tally.spanCovered += inside / Math.max(1, label.end - label.start);
    if (hit.startSeconds < label.start - 5) {
      edges.startsEarly++;
      if (hit.startSeconds < 90) edges.earlyInFirst90s++;
      if (hit.firstSentence === 0) edges.atFirstSentence++;
    }
    if (hit.startSeconds > label.start + 5) edges.startsLate++;
    if (hit.endSeconds < label.end - 5) edges.endsEarly++;
    if (hit.endSeconds > label.end + 5) {
      edges.endsLate++;
      lateEnds.push(hit.endSeconds - label.end);
    }
  }
  const labelText = textOf(sentences, label);
  const duration = sentences[sentences.length - 1]?.endSeconds ?? 0;
  const { probability } = findModelReads(
    sentences,
    sentences.map((s) => sentenceText(s).toLowerCase()),
    duration,
  );
  let peakInLabel = 0;
  sentences.forEach((sentence, i) => {
    if (overlaps({ start: sentence.startSeconds, end: sentence.endSeconds }, label))
      peakInLabel = Math.max(peakInLabel, probability[i]!);
  });
  const where = `${item.id} label ${label.start.toFixed(0)}-${label.end.toFixed(0)}s of ${duration.toFixed(0)}s`;
  if (hits.length === 0) {
    let kind: string;
    const nearest = reads.reduce<DetectedPromotion | undefined>(
      (best, p) => (!best || gap(spanOf(p), label) < gap(spanOf(best), label) ? p : best),
      undefined,
    );
    if (englishShare(sentences) < 0.25) kind = 'miss: captions in another language';
    else if (
      promotions.some((p) => p.kind === 'selfPromotion' && overlaps(spanOf(p), label)) ||
      selfWords.test(labelText.toLowerCase())
    )
      kind = 'miss: merch/Patreon/own product labelled sponsor';
    else if (nearest && gap(spanOf(nearest), label) <= 20) kind = 'miss: read found but too short to overlap';
    else if (nearest) kind = 'miss: found but at the wrong place';
    else kind = 'miss: no read at all';
    count(kind);
    console.log(
      `\n${kind}\n  ${where}, model peak in label ${peakInLabel.toFixed(2)}, handoff ${matchesAny(sponsorHandoff, labelText.toLowerCase())}, cta ${matchesAny(callToAction, labelText.toLowerCase())}`,
    );
    for (const p of promotions)
      console.log(
        `  found ${p.kind} ${p.startSeconds.toFixed(0)}-${p.endSeconds.toFixed(0)}s ${p.sponsor ?? '-'}: ${p.text.slice(0, 100)}`,
      );
    if (showText) console.log(`  LABEL: ${labelText}`);
  }
  if (showSelf)
    for (const self of promotions.filter((p) => p.kind === 'selfPromotion')) {
      const kind = overlaps(spanOf(self), label) ? 'self: on the label' : 'self: off the label';
      count(kind);
      console.log(
        `\n${kind}\n  ${where}, self ${self.startSeconds.toFixed(0)}-${self.endSeconds.toFixed(0)}s (${(self.endSeconds - self.startSeconds).toFixed(0)}s)`,
      );
      if (showText) console.log(`  SELF: ${textOf(sentences, spanOf(self))}`);
    }
  const labelledNames = hits.map((p) => p.sponsor?.toLowerCase()).filter(Boolean) as string[];
  for (const read of reads) {
    if (overlaps(spanOf(read), label)) continue;
    const text = textOf(sentences, spanOf(read)).toLowerCase();
    const name = read.sponsor?.toLowerCase();
    let kind: string;
    if (name && (labelledNames.includes(name) || labelText.toLowerCase().includes(name)))
      kind = 'false: a second read of the same sponsor';
    else if (englishShare(sentences) < 0.25) kind = 'false: captions in another language';
    else if (read.startSeconds < 60 && !matchesAny(sponsorHandoff, text))
      kind = "false: the video's own intro";
    else if (matchesAny(sponsorHandoff, text)) kind = 'false: a hand-off (another sponsor, or unlabelled)';
    else kind = 'false: product talk or other';
    count(kind);
    console.log(
      `\n${kind}\n  ${where}, read ${read.startSeconds.toFixed(0)}-${read.endSeconds.toFixed(0)}s ${read.sponsor ?? '-'} (label found: ${hits.length > 0})`,
    );
    if (showText) console.log(`  READ: ${text}\n  LABEL: ${labelText}`);
  }
}
console.log(`\n${items} tune auto-caption items`);
console.log(
  `sponsor reads: recall ${percentOf(tally.found, items)} precision ${percentOf(tally.hits, tally.reads)}; ` +
    `every promotion: recall ${percentOf(tally.everyFound, items)} precision ${percentOf(tally.everyHits, tally.every)}; ` +
    `reads on the label: ${percentOf(tally.spanInside, tally.hits)} of their time inside it, covering ${percentOf(tally.spanCovered, tally.hits)} of it`,
);
lateEnds.sort((a, b) => a - b);
const quantile = (q: number): string => (lateEnds[Math.floor(q * (lateEnds.length - 1))] ?? 0).toFixed(1);
console.log(
  `of ${tally.hits} reads on the label: ${edges.startsEarly} start more than 5 s early ` +
    `(${edges.earlyInFirst90s} in the first 90 s, ${edges.atFirstSentence} at the first sentence), ` +
    `${edges.startsLate} late; ${edges.endsLate} end more than 5 s late (median ${quantile(0.5)} s, ` +
    `75th percentile ${quantile(0.75)} s), ${edges.endsEarly} early`,
);
for (const [kind, n] of [...counts].sort()) console.log(`${String(n).padStart(4)} ${kind}`);
