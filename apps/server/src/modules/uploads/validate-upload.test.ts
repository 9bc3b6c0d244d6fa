import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { onlyWith } from '../../test-support/only-with';
import { encodeTone, ffmpegPath } from '../../integrations/transcription/testing/make-test-audio';
import { AUDIO_UPLOAD_MAX_BYTES, TRANSCRIPT_UPLOAD_MAX_BYTES } from './upload-limits';
import { validateUpload } from './validate-upload';

const fixture = (name: string) => readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url));

const MP3 = Buffer.concat([
  Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'),
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(400),
]);
const M4A = Buffer.concat([
  Buffer.from([0, 0, 0, 0x20]),
  Buffer.from('ftypM4A \x00\x00\x00\x00M4A mp42isom', 'latin1'),
  Buffer.alloc(400),
]);
const WAV = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(400)]);

/** A buffer of the given size whose start is `head`: size checks never look further. */
function sized(head: Buffer, bytes: number): Buffer {
  const buffer = Buffer.alloc(bytes);
  head.copy(buffer);
  return buffer;
}

describe('validateUpload: transcripts', () => {
  it.each([
    ['transcripts_example.vtt', 'text/vtt', 'webvtt'],
    ['transcripts_example.srt', 'application/x-subrip', 'srt'],
    ['transcripts_example.json', 'application/json', 'podcast-json'],
    ['transcripts_example.html', 'text/html', 'podcast-html'],
    // Browsers often know no type for .srt and .vtt: the name decides.
    ['transcripts_example.srt', '', 'srt'],
    ['transcripts_example.vtt', 'application/octet-stream', 'webvtt'],
  ])('accepts %s sent as %j', (name, mimeType, format) => {
    const result = validateUpload({ fileName: name, mimeType, bytes: fixture(name) });
    expect(result.ok && result.kind).toBe('transcript');
    if (!result.ok || result.kind !== 'transcript') return;
    expect(result.transcript.format).toBe(format);
    expect(result.transcript.segments.length).toBeGreaterThan(0);
  });

  it('accepts plain text notes', () => {
    const result = validateUpload({
      fileName: 'notes.txt',
      mimeType: 'text/plain',
      bytes: Buffer.from('Welcome back to the show. Today we talk about feeds and transcripts.\n'),
    });
    expect(result).toMatchObject({ ok: true, kind: 'transcript', transcript: { format: 'text' } });
  });

  it.each([
    ['episode.md', 'text/markdown'],
    ['episode.md', ''],
  ])(
    'accepts a Markdown transcript (%s sent as %j): speakers from its bold labels, times from its stamps',
    (fileName, mimeType) => {
      const result = validateUpload({
        fileName,
        mimeType,
        bytes: Buffer.from(
          '**Ann Lee:** \\[00:10\\] Welcome back to the show.\n\n**Bo Chan:** \\[00:20\\] Today we talk about feeds.\n',
        ),
      });
      expect(result).toMatchObject({ ok: true, kind: 'transcript', transcript: { format: 'text' } });
      if (!result.ok || result.kind !== 'transcript') return;
      expect(
        result.transcript.segments.map(({ startSeconds, speaker, text }) => [startSeconds, speaker, text]),
      ).toEqual([
        [10, 'Ann Lee', 'Welcome back to the show.'],
        [20, 'Bo Chan', 'Today we talk about feeds.'],
      ]);
    },
  );

  it('refuses a transcript over 10 MB', () => {
    const result = validateUpload({
      fileName: 'huge.srt',
      mimeType: 'application/x-subrip',
      bytes: sized(fixture('transcripts_example.srt'), TRANSCRIPT_UPLOAD_MAX_BYTES + 1),
    });
    expect(result).toEqual({
      ok: false,
      error: { code: 'too-large', message: 'That file is larger than 10 MB.' },
    });
  });

  it('lets a transcript of exactly 10 MB past the size check (to the content check)', () => {
    const result = validateUpload({
      fileName: 'padded.srt',
      mimeType: 'application/x-subrip',
      bytes: sized(fixture('transcripts_example.srt'), TRANSCRIPT_UPLOAD_MAX_BYTES),
    });
    // The zero padding makes it binary: refused for what it is, not for its size.
    expect(result).toMatchObject({ ok: false, error: { code: 'not-a-transcript' } });
  });

  it('refuses JSON that is not a transcript', () => {
    const result = validateUpload({
      fileName: 'data.json',
      mimeType: 'application/json',
      bytes: Buffer.from('{"name":"not captions"}'),
    });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'not-a-transcript',
        message:
          'That file is not a transcript or caption file PodBite can read (WebVTT, SRT, JSON, HTML or text).',
      },
    });
  });

  it('refuses binary junk named like a transcript', () => {
    const junk = Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 37) % 256));
    expect(validateUpload({ fileName: 'captions.vtt', mimeType: 'text/vtt', bytes: junk })).toMatchObject({
      ok: false,
      error: { code: 'not-a-transcript' },
    });
  });

  it('refuses audio bytes that claim to be a transcript', () => {
    expect(validateUpload({ fileName: 'episode.srt', mimeType: 'text/plain', bytes: MP3 })).toEqual({
      ok: false,
      error: { code: 'type-mismatch', message: 'That file contains MP3 audio, not a transcript.' },
    });
  });
});

describe('validateUpload: audio', () => {
  it.each([
    ['episode.mp3', 'audio/mpeg', MP3, 'audio/mpeg', 'mp3'],
    ['episode.m4a', 'audio/x-m4a', M4A, 'audio/mp4', 'm4a'],
    ['episode.wav', 'audio/wav', WAV, 'audio/wav', 'wav'],
    ['recording', 'audio/mpeg; charset=binary', MP3, 'audio/mpeg', 'mp3'],
    ['episode.mp3', '', MP3, 'audio/mpeg', 'mp3'],
  ])(
    'accepts %s sent as %j with the canonical type',
    (fileName, mimeType, bytes, canonicalType, extension) => {
      expect(validateUpload({ fileName, mimeType, bytes })).toEqual({
        ok: true,
        kind: 'audio',
        mimeType: canonicalType,
        extension,
      });
    },
  );

  it('refuses audio over 200 MB', () => {
    const result = validateUpload({
      fileName: 'long.mp3',
      mimeType: 'audio/mpeg',
      bytes: sized(MP3, AUDIO_UPLOAD_MAX_BYTES + 1),
    });
    expect(result).toEqual({
      ok: false,
      error: { code: 'too-large', message: 'That file is larger than 200 MB.' },
    });
  });

  it('refuses a declared audio file whose bytes are no accepted container', () => {
    expect(
      validateUpload({
        fileName: 'song.aiff',
        mimeType: 'audio/aiff',
        bytes: Buffer.from('FORM\x00\x00\x00\x00AIFF', 'latin1'),
      }),
    ).toEqual({
      ok: false,
      error: { code: 'not-audio', message: 'That audio file is not MP3, M4A, WAV, OGG, FLAC or WebM.' },
    });
    expect(
      validateUpload({
        fileName: 'episode.mp3',
        mimeType: 'audio/mpeg',
        bytes: Buffer.from('<html>nope</html>'),
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'not-audio' },
    });
  });

  it('refuses audio whose bytes are another container than it says', () => {
    expect(validateUpload({ fileName: 'episode.mp3', mimeType: 'audio/mpeg', bytes: M4A })).toEqual({
      ok: false,
      error: { code: 'type-mismatch', message: 'That file says it is MP3 audio, but it contains M4A audio.' },
    });
    expect(validateUpload({ fileName: 'episode.wav', mimeType: '', bytes: MP3 })).toMatchObject({
      ok: false,
      error: { code: 'type-mismatch' },
    });
  });
});

describe('validateUpload: what it is cannot be told', () => {
  it('refuses an empty file', () => {
    expect(
      validateUpload({ fileName: 'a.srt', mimeType: 'application/x-subrip', bytes: Buffer.alloc(0) }),
    ).toEqual({
      ok: false,
      error: { code: 'empty', message: 'That file is empty.' },
    });
  });

  it.each([
    ['photo.png', 'image/png'],
    ['archive.zip', 'application/zip'],
    ['no-extension', ''],
    ['document.pdf', 'application/octet-stream'],
  ])('refuses %s (%s) as an unsupported type', (fileName, mimeType) => {
    expect(validateUpload({ fileName, mimeType, bytes: Buffer.from('something') })).toMatchObject({
      ok: false,
      error: { code: 'unsupported-type' },
    });
  });

  it('refuses a file whose name and type disagree on its kind', () => {
    expect(validateUpload({ fileName: 'captions.srt', mimeType: 'audio/mpeg', bytes: MP3 })).toEqual({
      ok: false,
      error: {
        code: 'type-mismatch',
        message: "That file's name (captions.srt) does not match its type (audio/mpeg).",
      },
    });
  });
});

if (!ffmpegPath)
  console.warn('ffmpeg is not installed: skipping uploads of ffmpeg-encoded audio (apt-get install ffmpeg).');

describe('validateUpload on audio that ffmpeg encoded', onlyWith('ffmpeg', ffmpegPath), () => {
  it.each([
    ['mp3', 'tone.mp3', 'audio/mpeg', 'mp3'],
    ['ipod', 'tone.m4a', 'audio/mp4', 'm4a'],
    ['wav', 'tone.wav', 'audio/x-wav', 'wav'],
    ['ogg', 'tone.ogg', 'audio/ogg', 'ogg'],
    ['flac', 'tone.flac', 'audio/flac', 'flac'],
    ['webm', 'tone.webm', 'audio/webm', 'webm'],
  ] as const)('accepts %s as %s', (format, fileName, mimeType, extension) => {
    const bytes = encodeTone(format, extension);
    expect(validateUpload({ fileName, mimeType, bytes })).toMatchObject({
      ok: true,
      kind: 'audio',
      extension,
    });
  });
});
