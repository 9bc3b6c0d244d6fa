import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, sendCompressible } from './send-compressible';

const summary = Buffer.from(
  JSON.stringify({
    bites: Array.from({ length: 60 }, (_, i) => ({
      text: `Bite ${i}: “a point worth keeping” — said twice.`,
    })),
  }),
);
const tiny = Buffer.from('{"ok":true}');

async function server() {
  const app = Fastify();
  app.get('/summary', async (request, reply) =>
    sendCompressible(request, reply, summary, 'application/json; charset=utf-8'),
  );
  app.get('/tiny', async (request, reply) =>
    sendCompressible(request, reply, tiny, 'application/json; charset=utf-8'),
  );
  await app.ready();
  return app;
}

describe('sendCompressible', () => {
  it('sends Brotli to a browser that accepts it, and the bytes decompress to the body', async () => {
    const app = await server();
    const response = await app.inject({
      url: '/summary',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.rawPayload.length).toBeLessThan(summary.length / 4);
    expect(brotliDecompressSync(response.rawPayload).equals(summary)).toBe(true);
  });

  it('sends gzip when that is all the client takes, and the same compressed bytes every time', async () => {
    const app = await server();
    const first = await app.inject({ url: '/summary', headers: { 'accept-encoding': 'gzip' } });
    const second = await app.inject({ url: '/summary', headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.rawPayload).equals(summary)).toBe(true);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('sends the bytes as they are without Accept-Encoding, and small bodies always', async () => {
    const app = await server();
    const plain = await app.inject({ url: '/summary' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(summary)).toBe(true);
    const small = await app.inject({ url: '/tiny', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('{"ok":true}');
  });

  it('reads Accept-Encoding as HTTP defines it, q=0 meaning no', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('gzip, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('BR;Q=0.0, GZIP;q=0')).toBeNull();
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeNull();
  });
});
