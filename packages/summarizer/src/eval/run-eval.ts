// `npm run eval:summarizer`: scores the built-in engine on the Python Bytes
// development set (../shared/fixtures/python-bytes beside the repository, or the
// folder given as the first argument) and prints a few pods to read.
import { readFileSync } from 'node:fs';
import { decodeTranscriptBytes, parseTranscript } from '@podbite/transcript';
import { buildPod } from '../build-pod';
import { formatPodText } from '../cli/format-pod-output';
import { buildGroundingIndex } from '../grounding/grounding-index';
import { locateText } from '../grounding/locate-text';
import type { Pod } from '../pod';
import { locateShowNoteItems } from './locate-show-note-items';
import { readShowNotes, type ShowNotes } from './read-show-notes';

interface IndexEntry {
  episode: number;
  show_notes: string;
  transcript: string;
  sponsor_lines: string[];
}

const positional = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const limit = Number(
  /^--limit=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--limit=')) ?? '')?.[1] ?? Infinity,
);
const devSet =
  positional[0] ?? new URL('../../../../../shared/fixtures/python-bytes/', import.meta.url).pathname;
const showEpisodes = [300, 350, 420];
/** A topic start this close to a show-notes item's start counts as found. */
const nearSeconds = 60;

const entries = readFileSync(`${devSet.replace(/\/?$/, '/')}index.jsonl`, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as IndexEntry)
  .slice(0, limit);

const totals = {
  episodes: 0,
  sponsorEpisodes: 0,
  sponsorFound: 0,
  sponsorNamed: 0,
  sponsorSpanned: 0,
  selfEpisodes: 0,
  selfFound: 0,
  falseSponsorEpisodes: 0,
  noSponsorEpisodes: 0,
  bites: 0,
  groundedBites: 0,
  referenceStarts: 0,
  startsFound: 0,
  predictedStarts: 0,
  predictedNear: 0,
  evenlySpacedFound: 0,
  milliseconds: [] as number[],
};
const missedNames: string[] = [];
const missedSpans: string[] = [];
const falseSponsors: string[] = [];
const missedSelf: number[] = [];
const ungrounded: string[] = [];
const shown: string[] = [];

for (const entry of entries) {
  const parsed = parseTranscript(decodeTranscriptBytes(readFileSync(devSet + entry.transcript)), {
    fileName: entry.transcript,
  });
  if (!parsed.ok) {
    console.log(`episode ${entry.episode}: cannot parse (${parsed.error.message})`);
    continue;
  }
  const transcript = parsed.transcript;
  const notes = readShowNotes(readFileSync(devSet + entry.show_notes, 'utf8'), entry.sponsor_lines);
  const started = performance.now();
  const pod = buildPod(transcript);
  totals.milliseconds.push(performance.now() - started);
  totals.episodes++;

  scoreSponsor(entry.episode, pod, notes, transcript.segments);
  scoreGrounding(entry.episode, pod, buildGroundingIndex(transcript));
  scoreTopics(pod, locateShowNoteItems(transcript, notes.items));
  if (showEpisodes.includes(entry.episode))
    shown.push(`==== Python Bytes ${entry.episode} ====\n${formatPodText(pod)}`);
}

function scoreSponsor(
  episode: number,
  pod: Pod,
  notes: ShowNotes,
  segments: ReadonlyArray<{ startSeconds: number; text: string }>,
): void {
  const sponsorReads = pod.promotions.filter((promotion) => promotion.kind === 'sponsor');
  if (!notes.sponsor) {
    totals.noSponsorEpisodes++;
    if (sponsorReads.length > 0) totals.falseSponsorEpisodes++;
    if (sponsorReads.length > 0)
      falseSponsors.push(`${episode}: ${sponsorReads.map((read) => read.text.slice(0, 90)).join(' | ')}`);
    return;
  }
  if (notes.sponsor.kind === 'self') {
    totals.selfEpisodes++;
    if (pod.promotions.some((promotion) => promotion.kind === 'selfPromotion')) totals.selfFound++;
    else missedSelf.push(episode);
    if (sponsorReads.length > 0) totals.falseSponsorEpisodes++;
    if (sponsorReads.length > 0)
      falseSponsors.push(`${episode}: ${sponsorReads.map((read) => read.text.slice(0, 90)).join(' | ')}`);
    return;
  }
  totals.sponsorEpisodes++;
  if (sponsorReads.length > 0) totals.sponsorFound++;
  const expected = notes.sponsor.name;
  const named = sponsorReads.filter(
    (promotion) => promotion.sponsor && sameSponsor(promotion.sponsor, expected),
  );
  if (named.length > 0) totals.sponsorNamed++;
  else
    missedNames.push(
      `${episode}: expected "${expected}", found ${JSON.stringify(sponsorReads.map((read) => read.sponsor ?? '?'))}`,
    );
  // Spanned: a read covers the call to action with the sponsor's link (pythonbytes.fm/<slug>),
  // or, where the transcript never says the link, lasts like a read (20 s to 4 min).
  const slug = notes.sponsor.slug?.toLowerCase().replace(/[^a-z0-9]/g, '');
  const callToAction = slug
    ? segments.find((segment) => {
        const squeezed = segment.text.toLowerCase().replace(/[^a-z0-9]/g, '');
        return squeezed.includes(`fm${slug}`) || squeezed.includes(`fmslash${slug}`);
      })
    : undefined;
  const spanned = callToAction
    ? sponsorReads.some(
        (read) =>
          read.startSeconds <= callToAction.startSeconds + 5 && read.endSeconds >= callToAction.startSeconds,
      )
    : named.some(
        (read) => read.endSeconds - read.startSeconds >= 20 && read.endSeconds - read.startSeconds <= 240,
      );
  if (spanned) totals.sponsorSpanned++;
  else {
    const reads = sponsorReads
      .map((read) => `${Math.round(read.startSeconds)}-${Math.round(read.endSeconds)}`)
      .join(', ');
    missedSpans.push(
      `${episode}: link said at ${callToAction ? Math.round(callToAction.startSeconds) : '?'} s, reads at ${reads || 'none'}`,
    );
  }
}

function sameSponsor(found: string, expected: string): boolean {
  const squeeze = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (squeeze(found).includes(squeeze(expected)) || squeeze(expected).includes(squeeze(found))) return true;
  const words = (text: string): string[] =>
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length >= 4);
  const expectedWords = new Set(words(expected));
  return words(found).some((word) => expectedWords.has(word));
}

function scoreGrounding(episode: number, pod: Pod, index: ReturnType<typeof buildGroundingIndex>): void {
  for (const bite of pod.bites) {
    totals.bites++;
    const location = locateText(index, bite.text, {
      nearSeconds: bite.startSeconds,
      maxGap: bite.type === 'quote' ? 0 : 3,
      verbatimOnly: true,
    });
    if (location && Math.abs(location.startSeconds - bite.startSeconds) <= 2) totals.groundedBites++;
    else ungrounded.push(`${episode} ${bite.type} ${bite.timestamp}: ${bite.text}`);
  }
}

function scoreTopics(pod: Pod, referenceStarts: readonly number[]): void {
  const references = referenceStarts.filter((start) => Number.isFinite(start));
  const predicted = pod.topics.map((topic) => topic.startSeconds).filter((start) => start > 0);
  totals.referenceStarts += references.length;
  totals.startsFound += references.filter((start) =>
    predicted.some((guess) => Math.abs(guess - start) <= nearSeconds),
  ).length;
  totals.predictedStarts += predicted.length;
  totals.predictedNear += predicted.filter((guess) =>
    references.some((start) => Math.abs(guess - start) <= nearSeconds),
  ).length;
  // Baseline: as many boundaries, evenly spaced.
  const even = predicted.map((_, k) => ((k + 1) * pod.durationSeconds) / (predicted.length + 1));
  totals.evenlySpacedFound += references.filter((start) =>
    even.some((guess) => Math.abs(guess - start) <= nearSeconds),
  ).length;
}

const percent = (part: number, whole: number): string =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`;
const sorted = [...totals.milliseconds].sort((a, b) => a - b);
console.log(shown.join('\n'));
console.log(`==== Python Bytes development set: ${totals.episodes} episodes ====`);
console.log(
  `sponsor found       ${totals.sponsorFound}/${totals.sponsorEpisodes} (${percent(totals.sponsorFound, totals.sponsorEpisodes)}) of episodes whose notes name a sponsor`,
);
console.log(
  `sponsor named       ${totals.sponsorNamed}/${totals.sponsorEpisodes} (${percent(totals.sponsorNamed, totals.sponsorEpisodes)})`,
);
console.log(
  `sponsor spanned     ${totals.sponsorSpanned}/${totals.sponsorEpisodes} (${percent(totals.sponsorSpanned, totals.sponsorEpisodes)}) (the read covers the sponsor's link)`,
);
console.log(
  `self-promotion      ${totals.selfFound}/${totals.selfEpisodes} (${percent(totals.selfFound, totals.selfEpisodes)}) of "Sponsored by us" episodes`,
);
console.log(
  `false sponsor       ${totals.falseSponsorEpisodes}/${totals.selfEpisodes + totals.noSponsorEpisodes} episodes without an outside sponsor got one`,
);
console.log(
  `topic starts        ${percent(totals.startsFound, totals.referenceStarts)} of ${totals.referenceStarts} show-notes items have a topic start within ${nearSeconds} s (evenly spaced baseline: ${percent(totals.evenlySpacedFound, totals.referenceStarts)})`,
);
console.log(
  `topic precision     ${percent(totals.predictedNear, totals.predictedStarts)} of ${totals.predictedStarts} topic starts are within ${nearSeconds} s of an item`,
);
console.log(
  `grounded bites      ${totals.groundedBites}/${totals.bites} (${percent(totals.groundedBites, totals.bites)})`,
);
console.log(
  `time per episode    median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, max ${sorted[sorted.length - 1]?.toFixed(1)} ms`,
);
if (ungrounded.length > 0)
  console.log(`bites not found where their timestamp points:\n  ${ungrounded.join('\n  ')}`);
if (missedNames.length > 0) console.log(`sponsor not named:\n  ${missedNames.join('\n  ')}`);
if (falseSponsors.length > 0)
  console.log(`sponsor reported where the notes name none:\n  ${falseSponsors.join('\n  ')}`);
if (missedSelf.length > 0) console.log(`self-promotion not found in episodes ${missedSelf.join(', ')}`);
if (missedSpans.length > 0) console.log(`sponsor read not spanned:\n  ${missedSpans.join('\n  ')}`);
