import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './create-local-storage';
import { createS3Storage, objectUrl } from './create-s3-storage';
import type { FileStorage } from './file-storage';
import { StorageError } from './storage-error';
import { startFakeS3, type FakeS3 } from './testing/start-fake-s3';

const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  region: 'eu-west-1',
  bucket: 'podbite-audio',
};
let fakeS3: FakeS3;
const localRoot = mkdtempSync(join(tmpdir(), 'podbite-storage-'));

beforeAll(async () => {
  fakeS3 = await startFakeS3(credentials);
});
afterAll(async () => {
  await fakeS3.close();
  rmSync(localRoot, { recursive: true, force: true });
});

const adapters: [string, () => FileStorage][] = [
  ['the local folder', () => createLocalStorage({ rootDir: localRoot })],
  ['an S3 bucket', () => createS3Storage({ endpoint: fakeS3.origin, forcePathStyle: true, ...credentials })],
];

describe.each(adapters)('%s', (_name, create) => {
  const key = 'audio/0123abcd.mp3';
  const bytes = Buffer.from('ID3 pretend this is an mp3 of some length');

  it('stores, reports, reads whole and in ranges, and deletes', async () => {
    const storage = create();
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.head(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();

    await storage.put(key, bytes, 'audio/mpeg');
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.head(key)).toEqual({ size: bytes.length, contentType: 'audio/mpeg' });

    const whole = await storage.get(key);
    expect(whole).toMatchObject({ size: bytes.length, contentType: 'audio/mpeg' });
    if (!whole) throw new Error('the object went missing');
    expect(await text(whole.body)).toBe(bytes.toString());

    const part = await storage.get(key, { start: 4, end: 10 });
    expect(part).toMatchObject({ size: bytes.length, range: { start: 4, end: 10 } });
    if (!part) throw new Error('the object went missing');
    expect(await text(part.body)).toBe('pretend');

    await storage.put(key, Buffer.from('replaced'), 'audio/mpeg');
    expect((await storage.head(key))?.size).toBe(8);

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it.each(['episodes/-4XkEvjA6WY.mp3', 'episodes/_aB3dEfGhIj.mp3'])(
    'keeps a file named by an id that starts with "-" or "_" (%s)',
    async (idKey) => {
      const storage = create();
      await storage.put(idKey, bytes, 'audio/mpeg');
      expect(await storage.head(idKey)).toEqual({ size: bytes.length, contentType: 'audio/mpeg' });
      expect(storage.urlFor(idKey)).toBe(`/api/${idKey}`);
      await storage.delete(idKey);
    },
  );

  it('gives the URL the app serves the file at', () => {
    expect(create().urlFor('audio/abc.mp3')).toBe('/api/audio/abc.mp3');
  });

  it.each([
    '../secret.mp3',
    '/etc/passwd',
    'audio/../../x.mp3',
    'audio//x.mp3',
    '.hidden',
    'audio/.x',
    'a b.mp3',
    '',
    'audio/%2e%2e.mp3',
  ])('refuses the unsafe key %j', async (badKey) => {
    const storage = create();
    await expect(storage.put(badKey, bytes, 'audio/mpeg')).rejects.toMatchObject({ code: 'invalid-key' });
    await expect(storage.get(badKey)).rejects.toBeInstanceOf(StorageError);
    expect(() => storage.urlFor(badKey)).toThrow(StorageError);
  });

  it('refuses a content type that contradicts the extension, and a range outside the object', async () => {
    const storage = create();
    await expect(storage.put('audio/x.mp3', bytes, 'text/html')).rejects.toMatchObject({
      code: 'invalid-key',
    });
    await storage.put('audio/range.mp3', bytes, 'audio/mpeg');
    await expect(storage.get('audio/range.mp3', { start: 1000, end: 1010 })).rejects.toMatchObject({
      code: 'invalid-range',
    });
  });
});

describe('the local folder', () => {
  it('leaves no temporary files behind', async () => {
    const storage = createLocalStorage({ rootDir: localRoot, publicBaseUrl: 'https://cdn.example.com/' });
    await Promise.all(
      Array.from({ length: 5 }, () => storage.put('audio/same.mp3', Buffer.from('same'), 'audio/mpeg')),
    );
    expect(readdirSync(join(localRoot, 'audio')).filter((name) => name.includes('same'))).toEqual([
      'same.mp3',
    ]);
    expect(storage.urlFor('audio/same.mp3')).toBe('https://cdn.example.com/audio/same.mp3');
  });
});

describe('the S3 bucket', () => {
  it('signs every request with SigV4 and sends the payload hash', async () => {
    const storage = createS3Storage({ endpoint: fakeS3.origin, forcePathStyle: true, ...credentials });
    fakeS3.requests.length = 0;
    await storage.put('audio/signed.mp3', Buffer.from('signed'), 'audio/mpeg');
    expect(fakeS3.objects.get('audio/signed.mp3')).toEqual({
      body: Buffer.from('signed'),
      contentType: 'audio/mpeg',
    });
    expect(fakeS3.requests).toEqual([{ method: 'PUT', path: '/podbite-audio/audio/signed.mp3' }]);
  });

  it('reports a wrong secret as denied, naming S3 code', async () => {
    const storage = createS3Storage({
      endpoint: fakeS3.origin,
      forcePathStyle: true,
      ...credentials,
      secretAccessKey: 'wrong',
    });
    const error = await storage
      .put('audio/x.mp3', Buffer.from('x'), 'audio/mpeg')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'denied' });
    expect((error as Error).message).toMatch(/HTTP 403 SignatureDoesNotMatch/);
    await expect(
      createS3Storage({
        endpoint: fakeS3.origin,
        forcePathStyle: true,
        ...credentials,
        accessKeyId: 'nobody',
      }).head('audio/x.mp3'),
    ).rejects.toMatchObject({
      code: 'denied',
    });
  });

  it('retries a failing bucket twice, then reports it', async () => {
    const storage = createS3Storage({ endpoint: fakeS3.origin, forcePathStyle: true, ...credentials });
    fakeS3.failNext(500, 1);
    await expect(storage.put('audio/retried.mp3', Buffer.from('ok'), 'audio/mpeg')).resolves.toBeUndefined();
    fakeS3.failNext(500, 3);
    await expect(storage.put('audio/failed.mp3', Buffer.from('no'), 'audio/mpeg')).rejects.toMatchObject({
      code: 'failed',
      message: expect.stringMatching(/HTTP 500 InternalError/),
    });
  });

  it('reports a bucket that cannot be reached', async () => {
    const spare = await startFakeS3(credentials);
    await spare.close();
    const storage = createS3Storage({ endpoint: spare.origin, forcePathStyle: true, ...credentials });
    await expect(storage.exists('audio/x.mp3')).rejects.toMatchObject({ code: 'unreachable' });
  });

  it('addresses objects path-style or virtual-hosted', () => {
    expect(
      objectUrl({ endpoint: 'http://minio:9000', bucket: 'b', forcePathStyle: true }, 'audio/x.mp3'),
    ).toBe('http://minio:9000/b/audio/x.mp3');
    expect(objectUrl({ endpoint: 'https://s3.eu-west-1.amazonaws.com/', bucket: 'b' }, 'audio/x.mp3')).toBe(
      'https://b.s3.eu-west-1.amazonaws.com/audio/x.mp3',
    );
    expect(
      objectUrl({ endpoint: 'https://gateway.example.com/s3', bucket: 'b', forcePathStyle: true }, 'a/b.mp3'),
    ).toBe('https://gateway.example.com/s3/b/a/b.mp3');
  });
});
