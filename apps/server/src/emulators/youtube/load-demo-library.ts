import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseWebVtt } from '@podbite/transcript';
import type { z } from 'zod';
import { buildManualCues } from './build-manual-cues';
import { createTextSeededRandom } from './text-seeded-random';
import { demoChannelEntrySchema, demoVideoEntrySchema } from './demo-library-schema';
import type { DemoVideoEntry } from './demo-library-schema';
import type { CaptionCue, DemoChannel, DemoLibrary, DemoVideo, TimedWord } from './demo-library-model';
import { splitTranscriptParagraphs } from './split-transcript-paragraphs';
import { timeSpokenWords } from './time-spoken-words';
import { ASSIGNABLE_CATEGORY_IDS } from '../../integrations/youtube/video-categories';

export const DEFAULT_DEMO_LIBRARY_DIRECTORY = fileURLToPath(new URL('./demo-library/', import.meta.url));

export type LoadDemoLibraryResult = { ok: true; library: DemoLibrary } | { ok: false; problems: string[] };

/**
 * Reads channels.json, videos.json and every transcript, checks them against the
 * format in README.md, and times each transcript. Every problem is collected and
 * reported together (file, entry, what is wrong), so one run shows everything a
 * content author must fix. Never throws for bad content.
 */
export async function loadDemoLibrary(
  directory: string = DEFAULT_DEMO_LIBRARY_DIRECTORY,
): Promise<LoadDemoLibraryResult> {
  const problems: string[] = [];
  const channelEntries = await readEntries(directory, 'channels.json', demoChannelEntrySchema, problems);
  const videoEntries = await readEntries(directory, 'videos.json', demoVideoEntrySchema, problems);

  const channelIds = new Set<string>();
  for (const channel of channelEntries) {
    if (channelIds.has(channel.id)) problems.push(`channels.json: channel id ${channel.id} appears twice`);
    channelIds.add(channel.id);
  }

  const videoIds = new Set<string>();
  const videos: DemoVideo[] = [];
  for (const entry of videoEntries) {
    const where = `videos.json: video ${entry.id}`;
    if (videoIds.has(entry.id)) problems.push(`${where} appears twice`);
    videoIds.add(entry.id);
    if (!channelIds.has(entry.channelId)) problems.push(`${where} names unknown channel ${entry.channelId}`);
    if (!ASSIGNABLE_CATEGORY_IDS.has(entry.categoryId)) {
      problems.push(
        `${where} has category ${entry.categoryId}, which is not one YouTube lets uploaders choose`,
      );
    }
    const video = await loadVideo(directory, entry, where, problems);
    if (video) videos.push(video);
  }

  if (problems.length > 0) return { ok: false, problems };
  const channels: DemoChannel[] = channelEntries.map((entry) => ({ ...entry }));
  return { ok: true, library: { channels, videos } };
}

/** Loads the library or throws one error listing every problem; for server start-up. */
export async function loadDemoLibraryOrThrow(directory?: string): Promise<DemoLibrary> {
  const result = await loadDemoLibrary(directory);
  if (!result.ok) {
    throw new Error(
      `The YouTube emulator's demo library is invalid:\n${result.problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  return result.library;
}

async function readEntries<Schema extends z.ZodType>(
  directory: string,
  fileName: string,
  entrySchema: Schema,
  problems: string[],
): Promise<z.infer<Schema>[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(directory, fileName), 'utf8'));
  } catch (error) {
    problems.push(
      `${fileName}: cannot be read as JSON (${error instanceof Error ? error.message : String(error)})`,
    );
    return [];
  }
  if (!Array.isArray(raw)) {
    problems.push(`${fileName}: must hold a JSON array`);
    return [];
  }
  const entries: z.infer<Schema>[] = [];
  raw.forEach((item: unknown, index) => {
    const parsed = entrySchema.safeParse(item);
    if (parsed.success) {
      entries.push(parsed.data);
      return;
    }
    const label = typeof item === 'object' && item !== null && 'id' in item ? String(item.id) : `#${index}`;
    for (const issue of parsed.error.issues) {
      problems.push(`${fileName}: entry ${label}: ${issue.path.join('.') || 'entry'} ${issue.message}`);
    }
  });
  return entries;
}

async function loadVideo(
  directory: string,
  entry: DemoVideoEntry,
  where: string,
  problems: string[],
): Promise<DemoVideo | null> {
  if (entry.captions === 'none' && entry.transcript !== null) {
    problems.push(`${where} has captions "none" but names a transcript`);
    return null;
  }
  if (entry.captions !== 'none' && entry.transcript === null) {
    problems.push(`${where} has captions "${entry.captions}" but no transcript`);
    return null;
  }

  let words: TimedWord[] = [];
  let manualCues: CaptionCue[] = [];
  if (entry.transcript !== null) {
    const timed = await loadTranscript(directory, entry.transcript, entry.id, where, problems);
    if (!timed) return null;
    ({ words, manualCues } = timed);
  }

  const spokenEndMs = Math.max(words.at(-1)?.endMs ?? 0, manualCues.at(-1)?.endMs ?? 0);
  let durationSeconds: number;
  if (entry.durationSeconds !== undefined) {
    if (entry.durationSeconds * 1000 < spokenEndMs) {
      problems.push(
        `${where} declares ${entry.durationSeconds} s but its transcript runs ${Math.ceil(spokenEndMs / 1000)} s; ` +
          'leave durationSeconds out to use the transcript length',
      );
      return null;
    }
    durationSeconds = entry.durationSeconds;
  } else if (spokenEndMs === 0) {
    problems.push(`${where} has neither a transcript nor durationSeconds`);
    return null;
  } else {
    // A short outro after the last word, as real videos have; seeded so it never changes.
    const outroMs = 1_500 + createTextSeededRandom(`${entry.id}:outro`)() * 4_000;
    durationSeconds = Math.ceil((spokenEndMs + outroMs) / 1000);
  }

  const video: DemoVideo = {
    id: entry.id,
    title: entry.title,
    channelId: entry.channelId,
    categoryId: entry.categoryId,
    publishedAt: entry.publishedAt,
    viewCount: entry.viewCount,
    likeCount: entry.likeCount,
    description: entry.description,
    tags: entry.tags,
    captions: entry.captions,
    language: entry.language,
    liveBroadcastContent: entry.liveBroadcastContent ?? 'none',
    durationSeconds,
    transcriptKind: entry.transcript === null ? null : entry.transcript.endsWith('.vtt') ? 'webvtt' : 'text',
    words,
    manualCues,
  };
  if (entry.source !== undefined) video.source = entry.source;
  return video;
}

async function loadTranscript(
  directory: string,
  relativePath: string,
  videoId: string,
  where: string,
  problems: string[],
): Promise<{ words: TimedWord[]; manualCues: CaptionCue[] } | null> {
  let text: string;
  try {
    text = await readFile(path.join(directory, relativePath), 'utf8');
  } catch {
    problems.push(`${where}: transcript ${relativePath} does not exist`);
    return null;
  }

  if (relativePath.endsWith('.vtt')) {
    const parsed = parseWebVtt(text);
    if (!parsed.ok) {
      problems.push(`${where}: transcript ${relativePath} is not readable WebVTT (${parsed.error.message})`);
      return null;
    }
    const manualCues = parsed.transcript.segments.map((segment) => ({
      startMs: Math.round(segment.startSeconds * 1000),
      endMs: Math.round(segment.endSeconds * 1000),
      text: segment.speaker === undefined ? segment.text : `${segment.speaker}: ${segment.text}`,
    }));
    const words = parsed.transcript.segments.flatMap((segment) =>
      spreadWordsOverCue(segment.text, segment.startSeconds * 1000, segment.endSeconds * 1000),
    );
    return { words, manualCues };
  }

  const paragraphs = splitTranscriptParagraphs(text);
  if (paragraphs.length === 0) {
    problems.push(`${where}: transcript ${relativePath} is empty`);
    return null;
  }
  const { words } = timeSpokenWords(paragraphs, videoId);
  return { words, manualCues: buildManualCues(words) };
}

/**
 * A WebVTT transcript has times per cue, not per word; automatic captions need word
 * times, so each cue's words share its span in proportion to their length.
 */
function spreadWordsOverCue(text: string, startMs: number, endMs: number): TimedWord[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  const totalLetters = tokens.reduce((sum, token) => sum + token.length + 1, 0);
  const span = Math.max(endMs - startMs, tokens.length);
  let clock = startMs;
  return tokens.map((token, index) => {
    const duration = (span * (token.length + 1)) / totalLetters;
    const word: TimedWord = {
      text: token,
      startMs: Math.round(clock),
      endMs: Math.round(clock + duration),
      paragraphStart: index === 0,
    };
    clock += duration;
    return word;
  });
}
