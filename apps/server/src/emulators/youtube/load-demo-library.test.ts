import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDemoLibrary } from './load-demo-library';

const CHANNEL = {
  id: 'UCPtYgjmUhBel31iEl2hpChY',
  title: 'Test Channel',
  handle: '@testchannel',
  description: 'A channel.',
  subscriberCount: 1000,
  publishedAt: '2020-01-01T00:00:00Z',
};

function video(overrides: Record<string, unknown>) {
  return {
    id: 'aaaaaaaaaaa',
    title: 'A video',
    channelId: CHANNEL.id,
    categoryId: '27',
    publishedAt: '2026-05-01T10:00:00Z',
    viewCount: 10,
    likeCount: 1,
    description: '',
    tags: [],
    captions: 'manual',
    language: 'en',
    transcript: 'transcripts/aaaaaaaaaaa.txt',
    ...overrides,
  };
}

const directories: string[] = [];

async function libraryFolder(files: Record<string, unknown>): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'podbite-demo-library-'));
  directories.push(directory);
  await mkdir(path.join(directory, 'transcripts'));
  for (const [name, content] of Object.entries(files)) {
    await writeFile(
      path.join(directory, name),
      typeof content === 'string' ? content : JSON.stringify(content),
    );
  }
  return directory;
}

afterEach(async () => {
  await Promise.all(
    directories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })),
  );
});

describe('loadDemoLibrary', () => {
  it('times a text transcript and derives the duration from it', async () => {
    const directory = await libraryFolder({
      'channels.json': [CHANNEL],
      'videos.json': [video({})],
      'transcripts/aaaaaaaaaaa.txt': 'Hello there. This is a short test.\n\nSecond paragraph, with a comma.',
    });
    const result = await loadDemoLibrary(directory);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [loaded] = result.library.videos;
    expect(loaded).toMatchObject({ id: 'aaaaaaaaaaa', liveBroadcastContent: 'none', transcriptKind: 'text' });
    expect(loaded?.words.map((word) => word.text).join(' ')).toBe(
      'Hello there. This is a short test. Second paragraph, with a comma.',
    );
    expect(loaded?.manualCues.map((cue) => cue.text)).toEqual([
      'Hello there.',
      'This is a short test.',
      'Second paragraph, with a comma.',
    ]);
    const lastWordEnd = loaded!.words.at(-1)!.endMs / 1000;
    expect(loaded!.durationSeconds).toBeGreaterThan(lastWordEnd);
    expect(loaded!.durationSeconds).toBeLessThan(lastWordEnd + 7);
  });

  it('serves a WebVTT transcript with its own timings', async () => {
    const directory = await libraryFolder({
      'channels.json': [CHANNEL],
      'videos.json': [video({ transcript: 'transcripts/aaaaaaaaaaa.vtt' })],
      'transcripts/aaaaaaaaaaa.vtt':
        'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nHello and welcome.\n\n00:03:10.000 --> 00:03:12.500\nGoodbye.\n',
    });
    const result = await loadDemoLibrary(directory);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    const [loaded] = result.library.videos;
    expect(loaded?.manualCues).toEqual([
      { startMs: 1000, endMs: 4000, text: 'Hello and welcome.' },
      { startMs: 190_000, endMs: 192_500, text: 'Goodbye.' },
    ]);
    expect(loaded?.words[0]).toMatchObject({ text: 'Hello', startMs: 1000 });
    expect(loaded?.words.at(-1)?.endMs).toBe(192_500);
    expect(loaded?.transcriptKind).toBe('webvtt');
  });

  it('keeps a declared duration longer than the transcript', async () => {
    const directory = await libraryFolder({
      'channels.json': [CHANNEL],
      'videos.json': [
        video({ durationSeconds: 19_800 }),
        video({ id: 'bbbbbbbbbbb', captions: 'none', transcript: null, durationSeconds: 600 }),
      ],
      'transcripts/aaaaaaaaaaa.txt': 'Short.',
    });
    const result = await loadDemoLibrary(directory);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.library.videos.map((loaded) => [loaded.durationSeconds, loaded.words.length])).toEqual([
      [19_800, 1],
      [600, 0],
    ]);
  });

  it('reports every problem at once, naming the file and the entry', async () => {
    const directory = await libraryFolder({
      'channels.json': [CHANNEL, CHANNEL, { ...CHANNEL, id: 'not-a-channel' }],
      'videos.json': [
        video({}),
        video({}),
        video({
          id: 'ccccccccccc',
          channelId: 'UCxxxxxxxxxxxxxxxxxxxxxx',
          transcript: 'transcripts/missing.txt',
        }),
        video({ id: 'ddddddddddd', captions: 'none' }),
        video({ id: 'eeeeeeeeeee', transcript: null }),
        video({ id: 'fffffffffff', categoryId: '18', captions: 'none', transcript: null }),
        video({ id: 'ggggggggggg', captions: 'none', transcript: null }),
        video({ id: 'hhhhhhhhhhh', durationSeconds: 1 }),
        video({ id: 'too-short' }),
      ],
      'transcripts/aaaaaaaaaaa.txt':
        'Hello there, this transcript takes more than one second to say out loud.',
      'transcripts/hhhhhhhhhhh.txt':
        'Hello there, this transcript takes more than one second to say out loud.',
    });
    const result = await loadDemoLibrary(directory);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      'channels.json: entry not-a-channel: id must be "UC" followed by 22 letters, digits, "_" or "-"',
      'videos.json: entry too-short: id must be 11 letters, digits, "_" or "-"',
      'channels.json: channel id UCPtYgjmUhBel31iEl2hpChY appears twice',
      'videos.json: video aaaaaaaaaaa appears twice',
      'videos.json: video ccccccccccc names unknown channel UCxxxxxxxxxxxxxxxxxxxxxx',
      'videos.json: video ccccccccccc: transcript transcripts/missing.txt does not exist',
      'videos.json: video ddddddddddd has captions "none" but names a transcript',
      'videos.json: video eeeeeeeeeee has captions "manual" but no transcript',
      'videos.json: video fffffffffff has category 18, which is not one YouTube lets uploaders choose',
      'videos.json: video fffffffffff has neither a transcript nor durationSeconds',
      'videos.json: video ggggggggggg has neither a transcript nor durationSeconds',
      expect.stringMatching(/^videos\.json: video hhhhhhhhhhh declares 1 s but its transcript runs \d+ s/),
    ]);
  });

  it('reports files that are missing or not JSON arrays', async () => {
    const directory = await libraryFolder({ 'videos.json': '{"not": "an array"}' });
    const result = await loadDemoLibrary(directory);
    expect(result.ok ? [] : result.problems).toEqual([
      expect.stringMatching(/^channels\.json: cannot be read as JSON/),
      'videos.json: must hold a JSON array',
    ]);
  });
});
