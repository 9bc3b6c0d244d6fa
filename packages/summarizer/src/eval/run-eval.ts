// `npm run eval:summarizer`: scores the built-in engine per source on the
// development data (../shared/fixtures beside the repository, or the folder given
// as the first argument), on a fixed hash split of the item ids (about 70% tune,
// 30% check; the README reports the check split), with simple baselines
// computed in the same run. `-- --limit=N` caps the items read per source; `-- --plain` reads
// every transcript as captions without a writer give it (as-plain-captions.ts); `-- --capitals`
// as a broadcast captioner writes it, every letter a capital (as-captions-in-capitals.ts).
import type { Transcript } from '@podbite/transcript';
import { createLlmSummarizer } from '../../../../apps/server/src/integrations/llm/create-llm-summarizer';
import { buildPod } from '../build-pod';
import { buildGroundingIndex } from '../grounding/grounding-index';
import { locateText } from '../grounding/locate-text';
import type { Pod } from '../pod';
import { splitOf, type EvalSplit } from './eval-split';
import { keywordSponsorRule } from './keyword-sponsor-rule';
import { asCaptionsInCapitals } from './as-captions-in-capitals';
import { asPlainCaptions } from './as-plain-captions';
import { evalSources, numberOption, readEvalCommandLine, type EvalItem } from './load-eval-sources';
import { boundaryF1, evenSplit, textTiling, titleWordF1 } from './score-boundaries';
import { titleReferenceSpans } from './title-reference-spans';
import { sameSponsor } from './same-sponsor';
import { percent } from './format-percent';

const commandLine = readEvalCommandLine(process.argv.slice(2));
const { only } = commandLine;
const splitsShown: EvalSplit[] = process.argv.includes('--tune') ? ['tune', 'check'] : ['check'];
// --titles: only the title measures on the reference spans (no pod is built), for a quick look while tuning titles.
const titlesOnly = process.argv.includes('--titles');
// --plain: lower case, no punctuation, speakers or word timings (what the engine keeps without them).
const plain = process.argv.includes('--plain');
// --capitals: every letter a capital, punctuation and speakers kept (read-shouted-captions.ts).
const capitals = process.argv.includes('--capitals');
// --digits=4: more decimals in the measures, to see a small change while tuning (the README tables use 2).
const digits = numberOption(process.argv, 'digits', 2);

/** A topic boundary within this many seconds of a reference one counts. */
const tolerance = 15;

class Tally {
  readonly sums = new Map<string, number>();
  readonly counts = new Map<string, number>();
  add(metric: string, value: number, count = 1): void {
    this.sums.set(metric, (this.sums.get(metric) ?? 0) + value);
    this.counts.set(metric, (this.counts.get(metric) ?? 0) + count);
  }
  mean(metric: string): number | undefined {
    const count = this.counts.get(metric);
    return count ? this.sums.get(metric)! / count : undefined;
  }
  ratio(metric: string): string {
    const count = this.counts.get(metric);
    return count ? `${Math.round(this.sums.get(metric)!)}/${count}` : '';
  }
}

const tallies = new Map<string, Tally>();
const tally = (source: string, split: EvalSplit): Tally => {
  const key = `${source}|${split}`;
  let found = tallies.get(key);
  if (!found) tallies.set(key, (found = new Tally()));
  return found;
};
const ungrounded: string[] = [];

// With LLM_URL and LLM_MODEL set (as for the server), the optional language-model engine writes the
// bites; its topics and promotions are the built-in engine's, so only the bite rows change.
const llm =
  process.env.LLM_URL && process.env.LLM_MODEL
    ? createLlmSummarizer({
        url: process.env.LLM_URL,
        model: process.env.LLM_MODEL,
        ...(process.env.LLM_API_KEY ? { apiKey: process.env.LLM_API_KEY } : {}),
      })
    : undefined;
if (llm) console.log(`Engine: the language model ${process.env.LLM_MODEL} at ${process.env.LLM_URL}`);
if (plain)
  console.log(
    'Every transcript read as plain captions: lower case, no punctuation, speakers or word timings.',
  );
else if (capitals) console.log('Every transcript read as captions written in capitals.');

async function evaluate(read: EvalItem): Promise<void> {
  const item = plain
    ? { ...read, transcript: asPlainCaptions(read.transcript) }
    : capitals
      ? { ...read, transcript: asCaptionsInCapitals(read.transcript) }
      : read;
  const split = splitOf(item.id);
  const t = tally(item.source, split);
  if (item.titles && item.titles.length > 0) {
    // The engine's titles on the reference spans: titling alone, without boundary errors.
    const duration = item.transcript.segments.reduce((end, segment) => Math.max(end, segment.endSeconds), 0);
    t.add(
      'titleSpanF1',
      titleWordF1(titleReferenceSpans(item.transcript, item.titles), item.titles, duration),
    );
  }
  if (titlesOnly) return;
  const started = performance.now();
  const pod = llm ? await llm.summarize(item.transcript) : buildPod(item.transcript);
  t.add('ms', performance.now() - started);
  t.add('items', 1, 0);

  if (item.boundaries && item.boundaries.length > 0) scoreTopics(t, item, pod);
  if (item.titles && item.titles.length > 0)
    t.add('titleF1', titleWordF1(pod.topics, item.titles, pod.durationSeconds));
  if (item.sponsorSpan) scoreSponsorSpan(t, item.transcript, item.sponsorSpan, pod);
  if (item.showNotes) scoreShowNotesSponsor(t, item, pod);
  if (item.breaks) {
    // The ad text is not in these transcripts: every sponsor read reported is a false one.
    t.add('falseSponsorEpisodes', pod.promotions.some((p) => p.kind === 'sponsor') ? 1 : 0);
  }
  scoreGrounding(t, item, pod);
}

function scoreTopics(t: Tally, item: EvalItem, pod: Pod): void {
  const reference = item.boundaries!;
  const predicted = pod.topics.map((topic) => topic.startSeconds).filter((start) => start > 0);
  const tolerances = item.source === 'python-bytes' ? [tolerance, 60] : [tolerance];
  for (const within of tolerances) {
    t.add(`f1@${within}`, boundaryF1(predicted, reference, within).f1);
    t.add(`tt@${within}`, boundaryF1(textTiling(item.transcript), reference, within).f1);
    t.add(
      `even@${within}`,
      boundaryF1(evenSplit(reference.length, pod.durationSeconds), reference, within).f1,
    );
  }
  t.add('topicCount', predicted.length + 1);
  t.add('referenceCount', reference.length + 1);
  const sections = item.sectionBoundaries;
  if (sections && sections.length > 0) {
    t.add(`sections f1@${tolerance}`, boundaryF1(predicted, sections, tolerance).f1);
    t.add(`sections tt@${tolerance}`, boundaryF1(textTiling(item.transcript), sections, tolerance).f1);
    t.add(
      `sections even@${tolerance}`,
      boundaryF1(evenSplit(sections.length, pod.durationSeconds), sections, tolerance).f1,
    );
    t.add('sectionCount', sections.length + 1);
  }
}

function overlap(a: { start: number; end: number }, b: { start: number; end: number }): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

function scoreSponsorSpan(
  t: Tally,
  transcript: Transcript,
  label: { start: number; end: number },
  pod: Pod,
): void {
  const reads = pod.promotions
    .filter((promotion) => promotion.kind === 'sponsor')
    .map((promotion) => ({ start: promotion.startSeconds, end: promotion.endSeconds }));
  const baseline = keywordSponsorRule(transcript);
  for (const [name, found] of [
    ['engine', reads],
    ['keyword', baseline],
  ] as const) {
    const hits = found.filter((read) => overlap(read, label) > 0);
    t.add(`${name}Recall`, hits.length > 0 ? 1 : 0);
    t.add(`${name}Precision`, hits.length, found.length);
    // How tight the reads on the label are: the share of their time inside it.
    for (const read of hits)
      t.add(`${name}SpanInside`, overlap(read, label) / Math.max(1, read.end - read.start));
    const covered = hits.reduce((sum, read) => sum + overlap(read, label), 0);
    t.add(`${name}Coverage`, Math.min(1, covered / Math.max(1, label.end - label.start)));
  }
  // The CLI lists promotions as {text, startSeconds, endSeconds} without their kind: a harness
  // that reads it sees every promotion, self-promotion included, as a read. Beside the figures
  // above, not instead of them.
  const every = pod.promotions.map((promotion) => ({
    start: promotion.startSeconds,
    end: promotion.endSeconds,
  }));
  const everyHits = every.filter((read) => overlap(read, label) > 0);
  t.add('everyRecall', everyHits.length > 0 ? 1 : 0);
  t.add('everyPrecision', everyHits.length, every.length);
  t.add('selfPromotionItems', pod.promotions.some((p) => p.kind === 'selfPromotion') ? 1 : 0);
  const hit = pod.promotions.find(
    (p) => p.kind === 'sponsor' && overlap({ start: p.startSeconds, end: p.endSeconds }, label) > 0,
  );
  if (hit) {
    t.add('named', hit.sponsor ? 1 : 0);
    // The read's address, code and offer, when the labelled segment says one (as captions spell them).
    const said = transcript.segments
      .filter((segment) => overlap({ start: segment.startSeconds, end: segment.endSeconds }, label) > 0)
      .map((segment) => segment.text.toLowerCase())
      .join(' ');
    if (saidAddress.test(said)) t.add('urlFound', hit.url ? 1 : 0);
    if (saidCode.test(said)) t.add('codeFound', hit.code ? 1 : 0);
    if (saidOffer.test(said)) t.add('offerFound', hit.offer ? 1 : 0);
  }
  // A second figure, beside the one above and not instead of it: each video has ONE voted
  // segment, but many carry two reads of the same sponsor (a "sponsored by X" at the start,
  // the full read at the end); the unlabelled one counts as false above. Here a read that
  // names the same sponsor as the read found on the label counts as right too.
  const sponsorReads = pod.promotions.filter((p) => p.kind === 'sponsor');
  const labelledNames = sponsorReads
    .filter((p) => overlap({ start: p.startSeconds, end: p.endSeconds }, label) > 0 && p.sponsor)
    .map((p) => p.sponsor!);
  const right = sponsorReads.filter(
    (p) =>
      overlap({ start: p.startSeconds, end: p.endSeconds }, label) > 0 ||
      (p.sponsor !== undefined && labelledNames.some((name) => sameSponsor(name, p.sponsor!))),
  );
  t.add('enginePrecisionSameSponsor', right.length, sponsorReads.length);
}

const saidAddress =
  /\b[a-z0-9-]+(?:\.| dot |-dot-| dot-)(?:com|org|net|io|co|tv|gg)\b|\b(?:com|comm|calm|org) (?:forward )?(?:slash|\/)/;
const saidCode = /\b(?:promo |coupon |discount |offer )?code\b/;
const saidOffer = /\b(?:\d+|\w+) ?(?:%|percent) off\b|\bfree trial\b/;

function scoreShowNotesSponsor(t: Tally, item: EvalItem, pod: Pod): void {
  const sponsor = item.showNotes!.sponsor;
  const reads = pod.promotions.filter((promotion) => promotion.kind === 'sponsor');
  if (!sponsor || sponsor.kind === 'self') {
    t.add('falseSponsorEpisodes', reads.length > 0 ? 1 : 0);
    return;
  }
  t.add('sponsorFound', reads.length > 0 ? 1 : 0);
  t.add(
    'sponsorNamed',
    reads.some((read) => read.sponsor && sameSponsor(read.sponsor, sponsor.name)) ? 1 : 0,
  );
}

function scoreGrounding(t: Tally, item: EvalItem, pod: Pod): void {
  const index = buildGroundingIndex(item.transcript);
  for (const bite of pod.bites) {
    const location = locateText(index, bite.text, {
      nearSeconds: bite.startSeconds,
      maxGap: bite.type === 'quote' ? 0 : 3,
      verbatimOnly: true,
    });
    const grounded =
      !!location &&
      Math.abs(location.startSeconds - bite.startSeconds) <= 2 &&
      bite.startSeconds >= 0 &&
      bite.startSeconds <= pod.durationSeconds;
    t.add('grounded', grounded ? 1 : 0);
    if (!grounded && ungrounded.length < 20)
      ungrounded.push(`${item.id} ${bite.type} ${bite.timestamp}: ${bite.text}`);
  }
}

const sources = evalSources(commandLine);
const started = performance.now();
for (const [name, load] of sources) {
  if (only && name !== only) continue;
  if (titlesOnly && (name === 'sponsorblock' || name === 'changelog')) continue;
  for (const item of load()) await evaluate(item);
}

const pct = (value: number | undefined): string => (value === undefined ? '' : percent(value));
const num = (value: number | undefined): string => (value === undefined ? '' : value.toFixed(digits));
const ratioPct = (t: Tally, metric: string): string =>
  t.mean(metric) === undefined ? '' : `${t.ratio(metric)} (${pct(t.mean(metric))})`;
const rows: Array<[string, (t: Tally) => string]> = [
  ['items', (t) => String(t.counts.get('ms') ?? t.counts.get('titleSpanF1') ?? '')],
  [`topic F1@${tolerance}s engine`, (t) => num(t.mean(`f1@${tolerance}`))],
  [`topic F1@${tolerance}s TextTiling`, (t) => num(t.mean(`tt@${tolerance}`))],
  [`topic F1@${tolerance}s even split, true count`, (t) => num(t.mean(`even@${tolerance}`))],
  ['topic F1@60s engine', (t) => num(t.mean('f1@60'))],
  ['topic F1@60s TextTiling', (t) => num(t.mean('tt@60'))],
  ['topic F1@60s even split, true count', (t) => num(t.mean('even@60'))],
  [
    'topics per item engine / reference',
    (t) =>
      t.mean('topicCount') === undefined
        ? ''
        : `${num(t.mean('topicCount'))} / ${num(t.mean('referenceCount'))}`,
  ],
  // Python Bytes: the items plus the notes' "Extras" and "Joke" sections, a second reference (see README).
  [`topic F1@${tolerance}s engine, items + extras + joke`, (t) => num(t.mean(`sections f1@${tolerance}`))],
  [
    `topic F1@${tolerance}s TextTiling, items + extras + joke`,
    (t) => num(t.mean(`sections tt@${tolerance}`)),
  ],
  [
    `topic F1@${tolerance}s even split, true count, items + extras + joke`,
    (t) => num(t.mean(`sections even@${tolerance}`)),
  ],
  [
    'topics per item engine / items + extras + joke',
    (t) =>
      t.mean('sectionCount') === undefined
        ? ''
        : `${num(t.mean('topicCount'))} / ${num(t.mean('sectionCount'))}`,
  ],
  // Demo chapters: the creators' titles; meetings: the topic names; python-bytes: the show-notes item headings.
  ['title word F1 vs human titles, engine topics', (t) => num(t.mean('titleF1'))],
  ['title word F1 vs human titles, reference spans', (t) => num(t.mean('titleSpanF1'))],
  ['sponsor read found (recall) engine', (t) => pct(t.mean('engineRecall'))],
  ['sponsor read precision engine', (t) => pct(t.mean('enginePrecision'))],
  [
    'sponsor read precision engine, same-sponsor reads right (2nd figure)',
    (t) => pct(t.mean('enginePrecisionSameSponsor')),
  ],
  ['every promotion, as the CLI lists them: read found (recall)', (t) => pct(t.mean('everyRecall'))],
  ['every promotion, as the CLI lists them: precision', (t) => pct(t.mean('everyPrecision'))],
  ['items with a self-promotion', (t) => ratioPct(t, 'selfPromotionItems')],
  ['labelled span covered engine', (t) => pct(t.mean('engineCoverage'))],
  ["share of a found read's time inside the label engine", (t) => pct(t.mean('engineSpanInside'))],
  ["share of a found read's time inside the label keyword rule", (t) => pct(t.mean('keywordSpanInside'))],
  ['sponsor named when found engine', (t) => pct(t.mean('named'))],
  ['address found when the label says one engine', (t) => ratioPct(t, 'urlFound')],
  ['code found when the label says one engine', (t) => ratioPct(t, 'codeFound')],
  ['offer found when the label says one engine', (t) => ratioPct(t, 'offerFound')],
  ['sponsor read found keyword rule', (t) => pct(t.mean('keywordRecall'))],
  ['sponsor read precision keyword rule', (t) => pct(t.mean('keywordPrecision'))],
  ['labelled span covered keyword rule', (t) => pct(t.mean('keywordCoverage'))],
  ['sponsor found (notes name one)', (t) => pct(t.mean('sponsorFound'))],
  ['sponsor named (notes name one)', (t) => pct(t.mean('sponsorNamed'))],
  [
    'episodes with a false sponsor read',
    (t) =>
      t.mean('falseSponsorEpisodes') === undefined
        ? ''
        : `${t.ratio('falseSponsorEpisodes')} (${pct(t.mean('falseSponsorEpisodes'))})`,
  ],
  [
    'bites grounded at their timestamp',
    (t) => (t.mean('grounded') === undefined ? '' : `${t.ratio('grounded')} (${pct(t.mean('grounded'))})`),
  ],
  ['ms per item (mean)', (t) => num(t.mean('ms'))],
];
const sourceNames = [
  'demo-chapters',
  'meetings',
  'sponsorblock-auto',
  'sponsorblock-manual',
  'changelog',
  'python-bytes',
];
for (const split of splitsShown) {
  console.log(`\n## ${split} split\n`);
  console.log(`| measure | ${sourceNames.join(' | ')} |`);
  console.log(`|---|${sourceNames.map(() => '---').join('|')}|`);
  for (const [label, show] of rows) {
    const cells = sourceNames.map((source) => show(tally(source, split)));
    if (cells.every((cell) => cell === '' || cell === '0')) continue;
    console.log(`| ${label} | ${cells.join(' | ')} |`);
  }
}
if (ungrounded.length > 0)
  console.log(`\nbites not found where their timestamp points:\n  ${ungrounded.join('\n  ')}`);
console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s in all`);
