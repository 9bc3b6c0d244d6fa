import { describe, expect, it } from 'vitest';
import { fixturePath } from '../test-support/read-fixture';
import { runSummarizeCommand } from './summarize-command';

function capture(): {
  io: { stdout: { write(text: string): boolean }; stderr: { write(text: string): boolean } };
  out: () => string;
  err: () => string;
} {
  let out = '';
  let err = '';
  return {
    io: {
      stdout: { write: (text: string) => ((out += text), true) },
      stderr: { write: (text: string) => ((err += text), true) },
    },
    out: () => out,
    err: () => err,
  };
}

describe('podbite summarize', () => {
  it('prints one JSON line per file, in order, the documented fields first and the known extras after', async () => {
    const { io, out } = capture();
    const files = [fixturePath('transcripts_example.srt'), fixturePath('auto-captions.en.vtt')];
    expect(await runSummarizeCommand(['--json', ...files], io)).toBe(0);
    const lines = out()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.file)).toEqual(files);
    const pod = lines[1]!;
    expect(Object.keys(pod)).toEqual([
      'file',
      'durationSeconds',
      'readTimeSeconds',
      'timeSavedSeconds',
      'bites',
      'topics',
      'promotions',
    ]);
    const bites = pod.bites as Array<Record<string, unknown>>;
    expect(bites.length).toBeGreaterThan(0);
    // No speaker is named in these captions, so no bite carries the optional field.
    for (const bite of bites)
      expect(Object.keys(bite)).toEqual(['type', 'text', 'details', 'startSeconds', 'timestamp']);
    for (const topic of pod.topics as Array<Record<string, unknown>>)
      expect(Object.keys(topic)).toEqual(['topic', 'startSeconds', 'timestamp']);
    const promotions = pod.promotions as Array<Record<string, unknown>>;
    expect(promotions.length).toBeGreaterThan(0);
    for (const promotion of promotions)
      expect(Object.keys(promotion)).toEqual(['text', 'startSeconds', 'endSeconds', 'kind']);
    expect(promotions[0]!.kind).toBe('selfPromotion');
  });

  it("adds a sponsor read's name, offer and address, and who says each bite, when the pod knows them", async () => {
    const { io, out } = capture();
    const files = [fixturePath('python-bytes-216.vtt'), fixturePath('transcripts_example.html')];
    expect(await runSummarizeCommand(['--json', ...files], io)).toBe(0);
    const [episode, interview] = out()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const read = (episode!.promotions as Array<Record<string, unknown>>).find(
      (promotion) => promotion.kind === 'sponsor',
    );
    expect(read).toMatchObject({ sponsor: 'Datadog', offer: 'a free trial', url: 'pythonbytes.fm/datadog' });
    expect(Object.keys(read!).slice(0, 4)).toEqual(['text', 'startSeconds', 'endSeconds', 'kind']);
    const bites = interview!.bites as Array<Record<string, unknown>>;
    expect(bites.length).toBeGreaterThan(0);
    for (const bite of bites) {
      expect(Object.keys(bite)).toEqual(['type', 'text', 'details', 'startSeconds', 'timestamp', 'speaker']);
      expect(bite.speaker).toMatch(/^[A-Z][a-z]+$/);
      // The label left the text when it became the field.
      expect(bite.text as string).not.toMatch(new RegExp(`^${bite.speaker as string}:`));
    }
  });

  it('reports a file it cannot read, still runs the others, and exits 1', async () => {
    const { io, out } = capture();
    const files = [
      fixturePath('does-not-exist.vtt'),
      fixturePath('transcripts_example.json'),
      fixturePath(''),
    ];
    expect(await runSummarizeCommand(['--json', ...files], io)).toBe(1);
    const lines = out()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toEqual({
      file: files[0],
      error: { code: 'unreadable', message: expect.stringContaining('no such file') },
    });
    expect(lines[1]!.durationSeconds).toBeGreaterThan(0);
    expect(lines[2]!.error).toMatchObject({
      code: 'unreadable',
      message: expect.stringContaining('not a file'),
    });
  });

  it('prints the pod readably without --json', async () => {
    const { io, out } = capture();
    expect(await runSummarizeCommand([fixturePath('python-bytes-216.vtt')], io)).toBe(0);
    const text = out();
    expect(text).toMatch(/^\d+:\d\d episode, read in/);
    for (const section of ['Summary', 'Key takeaways', 'Quotes', 'Topics', 'Promotions'])
      expect(text).toContain(`\n${section}\n`);
    expect(text).toMatch(/\[\d+:\d\d\] /);
    expect(text).toContain('Sponsored by Datadog');
    expect(text).toContain('      Sponsor: Datadog · offer: a free trial · pythonbytes.fm/datadog\n');
  });

  it('answers a usage error with status 2', async () => {
    const { io, err } = capture();
    expect(await runSummarizeCommand([], io)).toBe(2);
    expect(err()).toContain('no files given');
    expect(await runSummarizeCommand(['--frobnicate', 'x.vtt'], io)).toBe(2);
  });
});
