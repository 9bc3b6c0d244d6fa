import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeTranscriptBytes, parseTranscript, type Transcript } from '@podbite/transcript';
import { splitTranscriptParagraphs } from '../../../../apps/server/src/emulators/youtube/split-transcript-paragraphs';
import { timeSpokenWords } from '../../../../apps/server/src/emulators/youtube/time-spoken-words';
import type { Chapter } from '../pod';
import { splitOf } from './eval-split';
import { locateShowNoteItems } from './locate-show-note-items';
import { readShowNotes, type ShowNotes } from './read-show-notes';

/** One transcript of the development data with what is known about it. */
export interface EvalItem {
  source: string;
  id: string;
  transcript: Transcript;
  /** Where topics change (seconds), from creator chapters, meeting topic spans or show notes. */
  boundaries?: number[];
  /**
   * Python Bytes only, a second reference beside `boundaries`: the items and the "Extras" and
   * "Joke" sections the notes head after them, located the same way. A creator's chapter list
   * of an episode holds those too; the items alone leave every boundary the engine puts there
   * counted as false.
   */
  sectionBoundaries?: number[];
  /** Creator chapters, for title scoring (never given to the engine). */
  chapters?: Chapter[];
  /**
   * Human-titled spans for title scoring: creator chapters, meeting topic names, show-notes
   * item headings at the item's located start. Each runs to the next one's start.
   */
  titles?: Chapter[];
  /** The one voted sponsor segment (SponsorBlock). */
  sponsorSpan?: { start: number; end: number };
  /** Python Bytes show notes. */
  showNotes?: ShowNotes;
  /** Changelog ad-break times: the ad text is not in the transcript. */
  breaks?: number[];
}

/** ../shared/fixtures beside the repository (as in CI: a fresh clone with shared/ next to it). */
export function defaultFixturesDir(): string {
  return new URL('../../../../../shared/fixtures/', import.meta.url).pathname;
}

export function checkFixtures(dir: string): string | undefined {
  const needed = ['sponsorblock-dev', 'meetings-dev', 'changelog-dev', 'python-bytes'];
  const missing = needed.filter((name) => !existsSync(join(dir, name)));
  return missing.length === 0
    ? undefined
    : `The development data is not there: ${missing.join(', ')} missing under ${dir}. ` +
        'Put the shared fixtures folder beside the repository (../shared/fixtures from its root) or pass its path as the first argument.';
}

/** What the evaluation scripts read from their command line: `[fixtures] [--limit=N] [--only=SOURCE]`. */
export interface EvalCommandLine {
  fixtures: string;
  /** Items read per source at most. */
  limit: number;
  /** One source by name, or every one. */
  only: string | undefined;
  repoRoot: string;
}

/** Reads the evaluation command line; stops the process with a plain message when the fixtures are missing. */
export function readEvalCommandLine(argv: readonly string[]): EvalCommandLine {
  const option = (name: string): string | undefined =>
    new RegExp(`^--${name}=([\\w-]+)$`).exec(argv.find((arg) => arg.startsWith(`--${name}=`)) ?? '')?.[1];
  const fixtures = argv.find((arg) => !arg.startsWith('--')) ?? defaultFixturesDir();
  const problem = checkFixtures(fixtures);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const limit = option('limit');
  return {
    fixtures,
    limit: limit !== undefined && /^\d+$/.test(limit) ? Number(limit) : Infinity,
    only: option('only'),
    repoRoot: new URL('../../../../', import.meta.url).pathname,
  };
}

/** A number given as `--name=value`, or the fallback when it is not given. */
export function numberOption(argv: readonly string[], name: string, fallback: number): number {
  return Number(argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
}

/** Every evaluation source by name, in the order the reports list them; each is read when called. */
export function evalSources({
  fixtures,
  repoRoot,
  limit,
}: EvalCommandLine): Array<[string, () => Iterable<EvalItem>]> {
  return [
    ['demo-chapters', () => loadDemoChapters(repoRoot)],
    ['meetings', () => loadMeetings(fixtures, limit)],
    ['sponsorblock', () => loadSponsorBlock(fixtures, limit)],
    ['changelog', () => loadChangelog(fixtures, limit)],
    ['python-bytes', () => loadPythonBytes(fixtures, limit)],
  ];
}

export function readJsonLines<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

export function parseFile(path: string): Transcript | undefined {
  const parsed = parseTranscript(decodeTranscriptBytes(readFileSync(path)), { fileName: path });
  return parsed.ok ? parsed.transcript : undefined;
}

/** sponsorblock-dev: YouTube captions (mostly automatic) with one voted sponsor segment. */
export function* loadSponsorBlock(dir: string, limit = Infinity): Generator<EvalItem> {
  const rows = readJsonLines<{
    video_id: string;
    file: string;
    sponsor_start: number;
    sponsor_end: number;
    caption_end_s: number;
    auto_captions: boolean;
  }>(join(dir, 'sponsorblock-dev/segments.jsonl'));
  let count = 0;
  for (const row of rows) {
    // As the hidden evaluation does: skip segments that end after the captions.
    if (row.sponsor_end > row.caption_end_s) continue;
    if (count++ >= limit) break;
    const transcript = parseFile(join(dir, 'sponsorblock-dev', row.file));
    if (!transcript) continue;
    yield {
      source: row.auto_captions ? 'sponsorblock-auto' : 'sponsorblock-manual',
      id: row.video_id,
      transcript,
      sponsorSpan: { start: row.sponsor_start, end: row.sponsor_end },
    };
  }
}

/** Meetings have no times: turns are laid out at 2.6 words a second with a short gap between them. */
const meetingWordsPerSecond = 2.6;

export function* loadMeetings(dir: string, limit = Infinity): Generator<EvalItem> {
  const rows = readJsonLines<{ file: string; meeting: string }>(join(dir, 'meetings-dev/index.jsonl'));
  for (const row of rows.slice(0, limit)) {
    const meeting = JSON.parse(readFileSync(join(dir, 'meetings-dev', row.file), 'utf8')) as {
      turns: Array<{ speaker: string; text: string }>;
      topics: Array<{ topic: string; start_turn: number; end_turn: number }>;
    };
    const starts: number[] = [];
    const segments: Transcript['segments'] = [];
    let time = 0;
    for (const turn of meeting.turns) {
      starts.push(time);
      const text = turn.text
        .replace(/\{\w+\}/g, ' ')
        .replace(/\s+([,.?!;:])/g, '$1')
        .replace(/\s+n't\b/g, "n't")
        .replace(/\s+('(?:s|re|ll|ve|d|m))\b/g, '$1')
        .replace(/\s+/g, ' ')
        .trim();
      if (text === '') continue;
      const duration = Math.max(0.6, text.split(' ').length / meetingWordsPerSecond);
      segments.push({ startSeconds: time, endSeconds: time + duration, text, speaker: turn.speaker });
      time += duration + 0.3;
    }
    const topicStarts = [...new Set(meeting.topics.map((topic) => topic.start_turn))]
      .sort((a, b) => a - b)
      .filter((turn, k) => k > 0 && turn > 0 && turn < starts.length);
    // A topic with several spans is titled at each of them; where spans start together, the first one's name.
    const titles: Chapter[] = [];
    for (const topic of meeting.topics) {
      const startSeconds = starts[topic.start_turn];
      if (startSeconds === undefined || titles.some((title) => title.startSeconds === startSeconds)) continue;
      titles.push({ startSeconds, title: topic.topic.trim() });
    }
    yield {
      source: 'meetings',
      id: row.meeting,
      transcript: { segments },
      boundaries: topicStarts.map((turn) => starts[turn]!),
      titles: titles.sort((a, b) => a.startSeconds - b.startSeconds),
    };
  }
}

/**
 * changelog-dev: human-edited Markdown with `**Speaker:**` turns and sparse `\[mm:ss\]` stamps, read by the
 * product's own plain-text parser (what a listener's upload of the same file gives).
 */
export function* loadChangelog(dir: string, limit = Infinity): Generator<EvalItem> {
  const rows = readJsonLines<{ file: string; episode: string; breaks: number[] }>(
    join(dir, 'changelog-dev/index.jsonl'),
  );
  for (const row of rows.slice(0, limit)) {
    const transcript = parseFile(join(dir, 'changelog-dev', row.file));
    if (!transcript || transcript.segments.length === 0) continue;
    yield { source: 'changelog', id: row.episode, transcript, breaks: row.breaks };
  }
}

/** python-bytes: punctuated podcast transcripts with the hosts' show notes. */
export function* loadPythonBytes(dir: string, limit = Infinity): Generator<EvalItem> {
  const base = join(dir, 'python-bytes');
  const rows = readJsonLines<{
    episode: number;
    show_notes: string;
    transcript: string;
    sponsor_lines: string[];
  }>(join(base, 'index.jsonl'));
  for (const row of rows.slice(0, limit)) {
    const transcript = parseFile(join(base, row.transcript));
    if (!transcript) continue;
    const showNotes = readShowNotes(readFileSync(join(base, row.show_notes), 'utf8'), row.sponsor_lines);
    const located = locateShowNoteItems(transcript, showNotes.items);
    const itemStarts = located.filter((start) => Number.isFinite(start) && start > 0);
    // Each item's heading over its located span (to the next item's start: the last one also
    // holds the extras and the joke, which the notes do not list as items).
    const titles = showNotes.items.flatMap((item, k) =>
      Number.isFinite(located[k]) && item.title !== ''
        ? [{ startSeconds: located[k]!, title: item.title }]
        : [],
    );
    const sectionBoundaries = locateShowNoteItems(transcript, showNotes.sections).filter(
      (start) => Number.isFinite(start) && start > 0,
    );
    yield {
      source: 'python-bytes',
      id: `pb-${row.episode}`,
      transcript,
      showNotes,
      boundaries: itemStarts,
      sectionBoundaries,
      titles,
    };
  }
}

/**
 * The demo library's videos whose descriptions carry chapters: the transcript
 * is timed exactly as the YouTube emulator serves it, so chapter times line up.
 */
export function* loadDemoChapters(repoRoot: string): Generator<EvalItem> {
  const library = join(repoRoot, 'apps/server/src/emulators/youtube/demo-library');
  const videos = JSON.parse(readFileSync(join(library, 'videos.json'), 'utf8')) as Array<{
    id: string;
    description: string;
    transcript: string | null;
  }>;
  const available = new Set(readdirSync(join(library, 'transcripts')));
  for (const video of videos) {
    const file = video.transcript;
    if (!file?.endsWith('.txt') || !available.has(file.replace(/^transcripts\//, ''))) continue;
    const chapters = readChapterLines(video.description);
    if (chapters.length < 2) continue;
    const paragraphs = splitTranscriptParagraphs(readFileSync(join(library, file), 'utf8'));
    const { words } = timeSpokenWords(paragraphs, video.id);
    // One segment per paragraph, with word times, as manual captions with speaker turns.
    const segments: Transcript['segments'] = [];
    for (const word of words) {
      const last = segments[segments.length - 1];
      if (!last || word.paragraphStart) {
        segments.push({
          startSeconds: word.startMs / 1000,
          endSeconds: word.endMs / 1000,
          text: word.text,
          ...(word.speaker ? { speaker: word.speaker } : {}),
        });
      } else {
        last.text += ` ${word.text}`;
        last.endSeconds = word.endMs / 1000;
      }
    }
    yield {
      source: 'demo-chapters',
      id: video.id,
      transcript: { segments },
      chapters,
      titles: chapters,
      boundaries: chapters.slice(1).map((chapter) => chapter.startSeconds),
    };
  }
}

function parseStamp(stamp: string): number {
  return stamp
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);
}

function readChapterLines(description: string): Chapter[] {
  const chapters: Chapter[] = [];
  for (const line of description.split('\n')) {
    const match = /^\s*((?:\d+:)?\d{1,2}:\d{2})\s+[-–—]?\s*(.+)$/.exec(line);
    if (match) chapters.push({ startSeconds: parseStamp(match[1]!), title: match[2]!.trim() });
  }
  return chapters;
}

/**
 * The tune items with topic boundaries (demo chapters, meetings, Python Bytes): what the
 * boundary model is trained and diagnosed on. The check split never enters.
 */
export function loadTuneBoundaryItems(fixtures: string, repoRoot: string): EvalItem[] {
  return [...loadDemoChapters(repoRoot), ...loadMeetings(fixtures), ...loadPythonBytes(fixtures)].filter(
    (item) => splitOf(item.id) === 'tune' && (item.boundaries?.length ?? 0) > 0,
  );
}
