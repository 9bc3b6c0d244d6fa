import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSafeFetch } from './create-safe-fetch';
import type { LookupAddresses } from './resolve-vetted-address';
import { SafeFetchError, type SafeFetchErrorCode } from './safe-fetch-error';
import { startLocalServer, type LocalServer } from './testing/start-local-server';

async function expectFailure(promise: Promise<unknown>, code: SafeFetchErrorCode): Promise<SafeFetchError> {
  const error = await promise.then(
    () => {
      throw new Error(`expected a SafeFetchError ${code}, but the fetch succeeded`);
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  expect((error as SafeFetchError).code).toBe(code);
  expect((error as SafeFetchError).message.length).toBeGreaterThan(10);
  return error as SafeFetchError;
}

/** A lookup that must never be reached: IP literals are vetted without DNS. */
const noDns: LookupAddresses = () => Promise.reject(new Error('DNS should not be asked'));

describe('safeFetch refuses non-public addresses', () => {
  const safeFetch = createSafeFetch({ lookup: noDns });

  it.each([
    'http://127.0.0.1/',
    'http://127.0.0.1:3000/feed.xml',
    'http://[::1]/',
    'http://10.0.0.1/',
    'http://10.200.3.4:8080/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://0.0.0.0/',
    'http://100.64.0.1/',
    'http://0x7f.1/',
    'http://2130706433/',
    'http://017700000001/',
    'https://[fe80::1]/',
  ])('%s', async (url) => {
    await expectFailure(safeFetch(url), 'blocked-address');
  });

  it('refuses a name that resolves to a private address', async () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.0.10', '169.254.169.254']) {
      const lookup: LookupAddresses = () => Promise.resolve([{ address, family: 4 }]);
      await expectFailure(
        createSafeFetch({ lookup })(`https://rebind.example.com/feed.xml`),
        'blocked-address',
      );
    }
    const v6: LookupAddresses = () => Promise.resolve([{ address: '::1', family: 6 }]);
    await expectFailure(createSafeFetch({ lookup: v6 })('https://rebind.example.com/'), 'blocked-address');
  });

  it('refuses a name when any one of its addresses is private', async () => {
    const lookup: LookupAddresses = () =>
      Promise.resolve([
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ]);
    await expectFailure(createSafeFetch({ lookup })('https://mixed.example.com/'), 'blocked-address');
  });

  it('refuses "localhost", which is loopback without asking DNS', async () => {
    await expectFailure(createSafeFetch()('http://localhost:9/'), 'blocked-address');
  });

  it('refuses other protocols and broken URLs', async () => {
    await expectFailure(safeFetch('file:///etc/passwd'), 'protocol');
    await expectFailure(safeFetch('ftp://example.com/feed.xml'), 'protocol');
    await expectFailure(safeFetch('gopher://127.0.0.1:6379/_INFO'), 'protocol');
    await expectFailure(safeFetch('not a url'), 'invalid-url');
    await expectFailure(safeFetch('/relative/path'), 'invalid-url');
  });

  it('reports a name that does not resolve as a network error', async () => {
    const lookup: LookupAddresses = () =>
      Promise.reject(Object.assign(new Error('nope'), { code: 'ENOTFOUND' }));
    const error = await expectFailure(
      createSafeFetch({ lookup })('https://no-such-host.example/'),
      'network',
    );
    expect(error.message).toContain('no-such-host.example');
  });
});

describe('safeFetch against local servers', () => {
  let server: LocalServer;
  let other: LocalServer;
  const requestsToOther: string[] = [];

  beforeEach(async () => {
    requestsToOther.length = 0;
    other = await startLocalServer((request, response) => {
      requestsToOther.push(request.url ?? '');
      response.end('secret');
    });
    server = await startLocalServer((request, response) => {
      const path = request.url ?? '/';
      if (path === '/feed.xml') {
        response.setHeader('content-type', 'application/rss+xml; charset=utf-8');
        response.end('<rss version="2.0"><channel><title>Local</title></channel></rss>');
      } else if (path === '/gzip') {
        response.setHeader('content-encoding', 'gzip');
        response.end(gzipSync(Buffer.from('compressed hello')));
      } else if (path === '/gzip-bomb') {
        response.setHeader('content-encoding', 'gzip');
        response.end(gzipSync(Buffer.alloc(5 * 1024 * 1024)));
      } else if (path === '/relative-redirect') {
        response.writeHead(302, { location: '/feed.xml' }).end();
      } else if (path.startsWith('/redirect-to?')) {
        const target = new URLSearchParams(path.slice('/redirect-to?'.length)).get('url') ?? '/';
        response.writeHead(301, { location: target }).end();
      } else if (path.startsWith('/loop/')) {
        const n = Number(path.slice('/loop/'.length));
        response.writeHead(302, { location: `/loop/${n + 1}` }).end();
      } else if (path === '/big-declared') {
        response.writeHead(200, { 'content-length': String(3 * 1024 * 1024) });
        response.end(Buffer.alloc(3 * 1024 * 1024));
      } else if (path === '/big-streamed') {
        // No Content-Length: chunked, so only counting the stream can stop it.
        response.write(Buffer.alloc(1024 * 1024));
        response.write(Buffer.alloc(1024 * 1024));
        response.end(Buffer.alloc(1024 * 1024));
      } else if (path === '/hang') {
        // Never answers.
      } else if (path === '/slow-body') {
        response.write('partial');
      } else if (path === '/missing') {
        response.writeHead(404).end('not here');
      } else if (path === '/echo-headers') {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(request.headers));
      } else {
        response.writeHead(500).end();
      }
    });
  });

  afterEach(async () => {
    await server.close();
    await other.close();
  });

  it('fetches from an allow-listed local server', async () => {
    const safeFetch = createSafeFetch({ allowList: [server.hostPort] });
    const result = await safeFetch(`${server.origin}/feed.xml`, { accept: 'application/rss+xml' });
    expect(result.status).toBe(200);
    expect(result.url).toBe(`${server.origin}/feed.xml`);
    expect(result.contentType).toBe('application/rss+xml; charset=utf-8');
    expect(result.body.toString('utf8')).toContain('<title>Local</title>');
  });

  it('refuses the same server when it is not allow-listed', async () => {
    await expectFailure(
      createSafeFetch({ allowList: [other.hostPort] })(`${server.origin}/feed.xml`),
      'blocked-address',
    );
  });

  it('an allow-list entry without a port allows every port of that host', async () => {
    const result = await createSafeFetch({ allowList: ['127.0.0.1'] })(`${server.origin}/feed.xml`);
    expect(result.status).toBe(200);
  });

  it('treats localhost and 127.0.0.1 as the same allow-listed host', async () => {
    const viaName = await createSafeFetch({ allowList: [server.hostPort] })(
      `http://localhost:${server.port}/feed.xml`,
    );
    expect(viaName.status).toBe(200);
    const viaAddress = await createSafeFetch({ allowList: [`localhost:${server.port}`] })(
      `${server.origin}/feed.xml`,
    );
    expect(viaAddress.status).toBe(200);
    await expectFailure(
      createSafeFetch({ allowList: ['localhost:1'] })(`http://localhost:${server.port}/`),
      'blocked-address',
    );
  });

  it('follows a relative redirect and reports the final URL', async () => {
    const result = await createSafeFetch({ allowList: [server.hostPort] })(
      `${server.origin}/relative-redirect`,
    );
    expect(result.url).toBe(`${server.origin}/feed.xml`);
    expect(result.body.toString()).toContain('Local');
  });

  it('refuses a redirect to 127.0.0.1 on a port that is not allow-listed, without contacting it', async () => {
    const safeFetch = createSafeFetch({ allowList: [server.hostPort] });
    const target = `${other.origin}/secret`;
    const error = await expectFailure(
      safeFetch(`${server.origin}/redirect-to?url=${encodeURIComponent(target)}`),
      'blocked-address',
    );
    expect(error.url).toBe(target);
    expect(requestsToOther).toEqual([]);
  });

  it.each([
    'http://[::1]/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.0.1/',
    'http://169.254.169.254/latest/meta-data/iam/',
    'http://[::ffff:127.0.0.1]:80/',
  ])('refuses a redirect to %s', async (target) => {
    const safeFetch = createSafeFetch({ allowList: [server.hostPort], lookup: noDns });
    await expectFailure(
      safeFetch(`${server.origin}/redirect-to?url=${encodeURIComponent(target)}`),
      'blocked-address',
    );
  });

  it('refuses a redirect to a name that resolves to a private address', async () => {
    const lookup: LookupAddresses = () => Promise.resolve([{ address: '10.9.8.7', family: 4 }]);
    const safeFetch = createSafeFetch({ allowList: [server.hostPort], lookup });
    const target = 'https://innocent.example.com/feed.xml';
    await expectFailure(
      safeFetch(`${server.origin}/redirect-to?url=${encodeURIComponent(target)}`),
      'blocked-address',
    );
  });

  it('refuses a redirect to another protocol', async () => {
    const safeFetch = createSafeFetch({ allowList: [server.hostPort] });
    await expectFailure(
      safeFetch(`${server.origin}/redirect-to?url=${encodeURIComponent('file:///etc/passwd')}`),
      'protocol',
    );
  });

  it('stops after the redirect limit', async () => {
    const safeFetch = createSafeFetch({ allowList: [server.hostPort], maxRedirects: 3 });
    const error = await expectFailure(safeFetch(`${server.origin}/loop/0`), 'too-many-redirects');
    expect(error.url).toBe(`${server.origin}/loop/3`);
  });

  it('refuses a body whose Content-Length is over the cap', async () => {
    const safeFetch = createSafeFetch({ allowList: [server.hostPort], maxBytes: 1024 * 1024 });
    const error = await expectFailure(safeFetch(`${server.origin}/big-declared`), 'too-large');
    expect(error.message).toBe('The file at that address is larger than 1 MB.');
  });

  it('stops a streamed body once it passes the cap', async () => {
    const safeFetch = createSafeFetch({ allowList: [server.hostPort] });
    await expectFailure(safeFetch(`${server.origin}/big-streamed`, { maxBytes: 1024 * 1024 }), 'too-large');
    const ok = await safeFetch(`${server.origin}/big-streamed`, { maxBytes: 4 * 1024 * 1024 });
    expect(ok.body.length).toBe(3 * 1024 * 1024);
  });

  it('decodes gzip and caps the decoded size, not the compressed one', async () => {
    const safeFetch = createSafeFetch({ allowList: [server.hostPort], maxBytes: 1024 * 1024 });
    expect((await safeFetch(`${server.origin}/gzip`)).body.toString()).toBe('compressed hello');
    await expectFailure(safeFetch(`${server.origin}/gzip-bomb`), 'too-large');
  });

  it('times out a server that never answers', async () => {
    const safeFetch = createSafeFetch({ allowList: [server.hostPort], timeoutMs: 300 });
    const error = await expectFailure(safeFetch(`${server.origin}/hang`), 'timeout');
    expect(error.message).toBe('That address did not answer within 0.3 seconds.');
  });

  it('times out a body that never ends', async () => {
    const safeFetch = createSafeFetch({ allowList: [server.hostPort], timeoutMs: 300 });
    await expectFailure(safeFetch(`${server.origin}/slow-body`), 'timeout');
  });

  it('reports HTTP errors with their status', async () => {
    const error = await expectFailure(
      createSafeFetch({ allowList: [server.hostPort] })(`${server.origin}/missing`),
      'http-error',
    );
    expect(error.status).toBe(404);
  });

  it('reports a refused connection as a network error', async () => {
    const port = other.port;
    await other.close();
    await expectFailure(
      createSafeFetch({ allowList: [`127.0.0.1:${port}`] })(`http://127.0.0.1:${port}/`),
      'network',
    );
    other = await startLocalServer((_request, response) => response.end());
  });

  it('connects to the address it vetted, not to a second DNS answer', async () => {
    // The first answer is the server; any later answer points elsewhere on loopback,
    // where nothing listens. Only a pinned connection reaches the server.
    const answers = ['127.0.0.1', '127.0.0.2'];
    let asked = 0;
    const lookup: LookupAddresses = () =>
      Promise.resolve([{ address: answers[Math.min(asked++, 1)] ?? '', family: 4 }]);
    const safeFetch = createSafeFetch({ allowList: [`feeds.podbite.test:${server.port}`], lookup });
    const result = await safeFetch(`http://feeds.podbite.test:${server.port}/echo-headers`);
    expect(asked).toBe(1);
    const headers = JSON.parse(result.body.toString()) as Record<string, string>;
    expect(headers.host).toBe(`feeds.podbite.test:${server.port}`);
  });

  it('sends credentials from the URL to their own origin only', async () => {
    const safeFetch = createSafeFetch({ allowList: [server.hostPort] });
    const result = await safeFetch(`http://user:pa%20ss@127.0.0.1:${server.port}/echo-headers`);
    const headers = JSON.parse(result.body.toString()) as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from('user:pa ss').toString('base64')}`);
    expect(result.url).not.toContain('user');
  });
});
