import type { IncomingMessage } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onlyWith } from '../../test-support/only-with';
import { startLocalServer, type LocalServer } from '../safe-fetch/testing/start-local-server';
import { createTranscriber } from './create-transcriber';
import { AUDIO_CONTAINERS } from './detect-audio-container';
import { ffmpegPath, flitePath, pocketsphinxPath, speak } from './testing/make-test-audio';
import { TranscriptionError, TranscriptionUnavailableError } from './transcription-error';
import { transcriptionsEndpoint } from './transcribe-with-stt-service';

/** The first bytes of a real WAV file are enough for the service path: the fake server does not decode. */
const WAV_BYTES = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(64)]);

async function readForm(request: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return new Request('http://fake.local/', {
    method: 'POST',
    headers: { 'content-type': request.headers['content-type'] ?? '' },
    body,
  }).formData();
}

describe('the speech-to-text service engine', () => {
  let server: LocalServer;
  let received: { path: string; authorization: string | undefined; form: FormData } | undefined;
  let answer: { status: number; body: string };

  beforeEach(async () => {
    received = undefined;
    answer = {
      status: 200,
      body: JSON.stringify({
        task: 'transcribe',
        language: 'english',
        duration: 9.5,
        text: ' Welcome to the show. Today we talk about RSS.',
        segments: [
          { id: 0, start: 0, end: 4.2, text: ' Welcome to the show.' },
          { id: 1, start: 4.2, end: 9.5, text: ' Today we talk   about RSS.' },
        ],
      }),
    };
    server = await startLocalServer((request, response) => {
      void readForm(request).then((form) => {
        received = { path: request.url ?? '', authorization: request.headers.authorization, form };
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
  });

  afterEach(() => server.close());

  it('posts the audio as multipart and turns segments into a transcript', async () => {
    const transcriber = createTranscriber({
      sttUrl: `${server.origin}/`,
      sttApiKey: 'sk-test',
      pocketsphinxPath: false,
    });
    expect(transcriber.engine).toBe('stt-service');
    const transcript = await transcriber.transcribe(WAV_BYTES, {
      mimeType: 'audio/x-wav',
      language: 'en-US',
    });

    expect(received?.path).toBe('/v1/audio/transcriptions');
    expect(received?.authorization).toBe('Bearer sk-test');
    expect(received?.form.get('model')).toBe('whisper-1');
    expect(received?.form.get('response_format')).toBe('verbose_json');
    expect(received?.form.getAll('timestamp_granularities[]')).toEqual(['segment']);
    expect(received?.form.get('language')).toBe('en');
    const file = received?.form.get('file') as File;
    expect(file.name).toBe('episode.wav');
    expect(file.type).toBe('audio/wav');
    expect(Buffer.from(await file.arrayBuffer()).equals(WAV_BYTES)).toBe(true);

    expect(transcript).toEqual({
      segments: [
        { startSeconds: 0, endSeconds: 4.2, text: 'Welcome to the show.' },
        { startSeconds: 4.2, endSeconds: 9.5, text: 'Today we talk about RSS.' },
      ],
      language: 'en-US',
      automatic: true,
    });
  });

  it('uses the configured model, no API key, and maps the reported language name to a tag', async () => {
    answer.body = JSON.stringify({ language: 'german', text: 'Hallo und willkommen.', duration: 2 });
    const transcriber = createTranscriber({ sttUrl: `${server.origin}/v1`, sttModel: 'large-v3' });
    const transcript = await transcriber.transcribe(WAV_BYTES, { mimeType: 'audio/wav' });
    expect(received?.path).toBe('/v1/audio/transcriptions');
    expect(received?.authorization).toBeUndefined();
    expect(received?.form.get('model')).toBe('large-v3');
    expect(received?.form.has('language')).toBe(false);
    expect(transcript).toEqual({
      segments: [{ startSeconds: 0, endSeconds: 2, text: 'Hallo und willkommen.' }],
      language: 'de',
      automatic: true,
    });
  });

  it.each([
    [
      401,
      '{"error":{"message":"Incorrect API key provided"}}',
      'service-failed',
      /refused the API key \(HTTP 401\): Incorrect API key/,
    ],
    [413, '{}', 'too-large', /too large/],
    [500, 'upstream exploded', 'service-failed', /failed \(HTTP 500\)\./],
    [200, 'not json', 'service-failed', /did not answer with JSON/],
    [200, '{"segments":"nope"}', 'service-failed', /unknown form/],
    [200, '{"text":"   ","segments":[]}', 'no-speech', /No speech/],
  ] as const)('maps HTTP %i %s to %s', async (status, body, code, message) => {
    answer = { status, body };
    const transcriber = createTranscriber({ sttUrl: server.origin, pocketsphinxPath: false });
    const error = await transcriber
      .transcribe(WAV_BYTES, { mimeType: 'audio/wav' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TranscriptionError);
    expect((error as TranscriptionError).code).toBe(code);
    expect((error as TranscriptionError).message).toMatch(message);
  });

  it('reports a service that cannot be reached', async () => {
    const port = server.port;
    await server.close();
    const transcriber = createTranscriber({ sttUrl: `http://127.0.0.1:${port}`, pocketsphinxPath: false });
    await expect(transcriber.transcribe(WAV_BYTES, { mimeType: 'audio/wav' })).rejects.toMatchObject({
      code: 'service-unreachable',
    });
    server = await startLocalServer((_request, response) => response.end());
  });

  it('refuses bytes that are not audio before sending anything', async () => {
    const transcriber = createTranscriber({ sttUrl: server.origin });
    await expect(
      transcriber.transcribe(Buffer.from('<html>not audio</html>'), { mimeType: 'audio/mpeg' }),
    ).rejects.toMatchObject({
      code: 'unsupported-audio',
      message: 'That audio (audio/mpeg) is not MP3, M4A, WAV, OGG, FLAC or WebM.',
    });
    expect(received).toBeUndefined();
  });
});

describe('without any engine', () => {
  it('says plainly that no transcript can be made', async () => {
    const transcriber = createTranscriber({ pocketsphinxPath: false });
    expect(transcriber.engine).toBe('none');
    const error = await transcriber
      .transcribe(WAV_BYTES, { mimeType: 'audio/wav' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TranscriptionUnavailableError);
    expect((error as TranscriptionUnavailableError).code).toBe('unavailable');
    expect((error as Error).message).toBe(
      'No transcript can be made for this episode: it has no transcript and no speech-to-text service is configured.',
    );
  });

  it('treats a configured pocketsphinx path that does not exist as no engine', () => {
    expect(createTranscriber({ pocketsphinxPath: '/nonexistent/pocketsphinx' }).engine).toBe('none');
  });
});

describe('transcriptionsEndpoint', () => {
  it('accepts a base URL with or without /v1 and trailing slashes', () => {
    expect(transcriptionsEndpoint('http://stt:8000')).toBe('http://stt:8000/v1/audio/transcriptions');
    expect(transcriptionsEndpoint('http://stt:8000/v1/')).toBe('http://stt:8000/v1/audio/transcriptions');
    expect(transcriptionsEndpoint('https://api.openai.com/v1')).toBe(
      'https://api.openai.com/v1/audio/transcriptions',
    );
  });
});

const canRecognize = Boolean(pocketsphinxPath && ffmpegPath && flitePath);
if (!canRecognize) {
  console.warn(
    `Skipping the pocketsphinx tests: missing ${[
      pocketsphinxPath ? '' : 'pocketsphinx',
      ffmpegPath ? '' : 'ffmpeg',
      flitePath ? '' : 'flite',
    ]
      .filter(Boolean)
      .join(', ')} (apt-get install pocketsphinx pocketsphinx-en-us ffmpeg flite).`,
  );
}

describe('the pocketsphinx engine', onlyWith('pocketsphinx, ffmpeg and flite', canRecognize), () => {
  const transcriber = createTranscriber({ pocketsphinxPath: pocketsphinxPath ?? undefined });

  it('is chosen when no service is configured', () => {
    expect(transcriber.engine).toBe('pocketsphinx');
  });

  it('transcribes speech from a WAV file with word timings', async () => {
    const transcript = await transcriber.transcribe(speak('hello world'), { mimeType: 'audio/wav' });
    expect(transcript.language).toBe('en');
    expect(transcript.automatic).toBe(true);
    const text = transcript.segments.map((segment) => segment.text).join(' ');
    expect(text).toMatch(/\bhello\b/);
    expect(text).toMatch(/\bworld\b/);
    const first = transcript.segments[0];
    expect(first?.startSeconds).toBeGreaterThanOrEqual(0);
    expect(first?.endSeconds).toBeGreaterThan(first?.startSeconds ?? 0);
    expect(first?.words?.length).toBeGreaterThan(0);
  });

  it('decodes MP3 through ffmpeg first', async () => {
    const mp3 = speak('hello world', { ffmpegFormat: 'mp3', extension: AUDIO_CONTAINERS.mp3.extension });
    const transcript = await transcriber.transcribe(mp3, { mimeType: 'audio/mpeg' });
    expect(transcript.segments.map((segment) => segment.text).join(' ')).toMatch(/\bhello\b/);
  });

  it('refuses a language its English model cannot hear', async () => {
    await expect(
      transcriber.transcribe(speak('hello'), { mimeType: 'audio/wav', language: 'de' }),
    ).rejects.toMatchObject({
      code: 'unsupported-language',
    });
  });

  it('reports audio that ffmpeg cannot decode', async () => {
    const broken = Buffer.concat([
      Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'),
      Buffer.from('garbage'.repeat(50)),
    ]);
    await expect(transcriber.transcribe(broken, { mimeType: 'audio/mpeg' })).rejects.toBeInstanceOf(
      TranscriptionError,
    );
  });
});
