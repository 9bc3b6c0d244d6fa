import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTestFixture } from '../test-support/read-test-fixture';
import { formatClock } from './format-transcript-output';
import { runTranscriptCommand } from './transcript-command';

let directory = '';
const path = (name: string) => join(directory, name);

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'podbite-transcript-'));
  await writeFile(path('example.vtt'), readTestFixture('transcripts_example.vtt'));
  await writeFile(path('example.json'), readTestFixture('transcripts_example.json'));
  await writeFile(path('notes.txt'), 'Ann: Hello there.');
  await writeFile(path('broken.json'), '{"segments": [');
  await writeFile(path('audio.mp3'), Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00]));
  await mkdir(path('folder'));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function run(args: string[]) {
  let stdout = '';
  let stderr = '';
  const status = await runTranscriptCommand(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { status, stdout, stderr, lines: stdout.split('\n').filter(Boolean) };
}

describe('podbite transcript --json', () => {
  it('prints one JSON line per file, in order, without word timings', async () => {
    const { status, lines, stderr } = await run(['--json', path('example.json'), path('example.vtt')]);
    expect(status).toBe(0);
    expect(stderr).toBe('');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      {
        file: path('example.json'),
        segments: [
          { startSeconds: 0.5, endSeconds: 2.5, text: 'I am your father.', speaker: 'Darth Vader' },
          { startSeconds: 2.75, endSeconds: 3, text: 'Nooooo', speaker: 'Luke' },
        ],
      },
      expect.objectContaining({ file: path('example.vtt') }),
    ]);
    expect(JSON.parse(lines[1] ?? '').segments).toHaveLength(7);
    expect(lines[0]).not.toContain('words');
  });

  it('includes the language when the source states it', async () => {
    await writeFile(path('lang.vtt'), 'WEBVTT\nLanguage: fr\n\n00:01.000 --> 00:02.000\nBonjour');
    const { lines } = await run(['--json', path('lang.vtt')]);
    expect(JSON.parse(lines[0] ?? '')).toEqual({
      file: path('lang.vtt'),
      language: 'fr',
      segments: [{ startSeconds: 1, endSeconds: 2, text: 'Bonjour' }],
    });
  });

  it('reports each file it cannot read or parse, carries on, and exits 1', async () => {
    const files = [
      path('missing.vtt'),
      path('broken.json'),
      path('example.json'),
      path('audio.mp3'),
      path('folder'),
    ];
    const { status, lines } = await run(['--json', ...files]);
    expect(status).toBe(1);
    const results = lines.map(
      (line) => JSON.parse(line) as { file: string; error?: { code: string; message: string } },
    );
    expect(results.map((result) => [result.file, result.error?.code])).toEqual([
      [files[0], 'unreadable'],
      [files[1], 'malformed'],
      [files[2], undefined],
      [files[3], 'unrecognized-format'],
      [files[4], 'unreadable'],
    ]);
    expect(results[0]?.error?.message).toBe(`Cannot read ${files[0]}: no such file.`);
  });
});

describe('podbite transcript (readable)', () => {
  it('prints "[m:ss] Speaker: text" lines, with a heading per file when there are several', async () => {
    const one = await run([path('example.json')]);
    expect(one.stdout).toBe('[0:00] Darth Vader: I am your father.\n[0:02] Luke: Nooooo\n');
    const two = await run([path('notes.txt'), path('example.json')]);
    expect(two.stdout).toBe(
      `== ${path('notes.txt')} ==\n[0:00] Ann: Hello there.\n\n== ${path('example.json')} ==\n[0:00] Darth Vader: I am your father.\n[0:02] Luke: Nooooo\n`,
    );
  });

  it('writes errors to stderr and exits 1', async () => {
    const { status, stdout, stderr } = await run([path('broken.json')]);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(
      /^podbite transcript: .*broken\.json: The Podcasting 2\.0 JSON transcript is not valid JSON: .* \(malformed\)\n$/,
    );
  });

  it('formats clock times', () => {
    expect([0, 59.9, 75, 600, 3725].map(formatClock)).toEqual(['0:00', '0:59', '1:15', '10:00', '1:02:05']);
  });
});

describe('podbite transcript usage', () => {
  it('exits 2 without files or with an unknown option', async () => {
    expect((await run([])).status).toBe(2);
    expect((await run(['--json'])).stderr).toContain('no files given');
    const unknown = await run(['--yaml', path('example.json')]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('unknown option --yaml');
    expect(unknown.stdout).toBe('');
  });

  it('prints help with exit 0', async () => {
    const help = await run(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: podbite transcript [--json] FILE...');
  });

  it('takes everything after -- as a file name', async () => {
    const { status, stderr } = await run(['--', '--json']);
    expect(status).toBe(1);
    expect(stderr).toBe('podbite transcript: --json: Cannot read --json: no such file. (unreadable)\n');
  });
});
