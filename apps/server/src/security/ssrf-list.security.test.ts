import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../integrations/safe-fetch';
import type { LookupAddresses } from '../integrations/safe-fetch/resolve-vetted-address';
import { SafeFetchError } from '../integrations/safe-fetch/safe-fetch-error';
import { startLocalServer, type LocalServer } from '../integrations/safe-fetch/testing/start-local-server';
import { reportFigures } from './signed-in-caller';

/**
 * The SSRF list: every spelling of loopback, private, link-local and otherwise
 * non-public addresses, names that resolve to them, redirects to them from an
 * allowed server, and other schemes, all against the guarded fetcher every
 * user- or publisher-given URL goes through.
 */

const PRIVATE_SPELLINGS = [
  // IPv4 loopback, however written
  'http://127.0.0.1/',
  'http://127.0.0.1:3000/',
  'http://127.1/',
  'http://127.0.1/',
  'http://127.255.255.254/',
  'http://2130706433/',
  'http://0x7f000001/',
  'http://0x7f.0x0.0x0.0x1/',
  'http://0177.0.0.1/',
  'http://017700000001/',
  'http://0x7f.1/',
  'http://127.000.000.001/',
  'http://localhost/',
  'http://LOCALHOST:8080/',
  'http://localhost./',
  // "this host", unspecified
  'http://0.0.0.0/',
  'http://0/',
  'http://0x0/',
  // private ranges
  'http://10.0.0.1/',
  'http://10.255.255.255/',
  'http://012.0.0.1/',
  'http://167772161/',
  'http://172.16.0.1/',
  'http://172.31.255.255/',
  'http://192.168.0.1/',
  'http://192.168.255.255/',
  'http://0xc0a80001/',
  // link-local and cloud metadata
  'http://169.254.169.254/latest/meta-data/',
  'http://169.254.0.1/',
  'http://2852039166/',
  'http://0xa9fea9fe/',
  // shared, benchmarking, documentation, multicast, reserved, broadcast
  'http://100.64.0.1/',
  'http://100.127.255.254/',
  'http://198.18.0.1/',
  'http://192.0.0.1/',
  'http://192.0.2.1/',
  'http://224.0.0.1/',
  'http://240.0.0.1/',
  'http://255.255.255.255/',
  // IPv6
  'http://[::1]/',
  'http://[0:0:0:0:0:0:0:1]/',
  'http://[::]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:7f00:1]/',
  'http://[::ffff:10.0.0.1]/',
  'http://[::ffff:169.254.169.254]/',
  'http://[fe80::1]/',
  'http://[fc00::1]/',
  'http://[fd00:ec2::254]/',
  'http://[64:ff9b::127.0.0.1]/',
  'http://[::127.0.0.1]/',
  'http://[ff02::1]/',
  'https://[::1]:443/',
  // credentials and tricks in the authority
  'http://user:pass@127.0.0.1/',
  'http://public.example@127.0.0.1/',
  'http://127.0.0.1#@public.example/',
  'http://127.0.0.1\\@public.example/',
  'http://app.localhost/',
];

const NAMES_RESOLVING_PRIVATE: [string, string][] = [
  ['127.0.0.1', 'loopback'],
  ['10.1.2.3', 'private'],
  ['172.20.0.5', 'private'],
  ['192.168.0.10', 'private'],
  ['169.254.169.254', 'metadata'],
  ['100.64.1.1', 'shared'],
  ['0.0.0.0', 'unspecified'],
  ['::1', 'IPv6 loopback'],
  ['fd12:3456::1', 'IPv6 unique-local'],
  ['fe80::1', 'IPv6 link-local'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
];

const OTHER_SCHEMES = [
  'file:///etc/passwd',
  'file://localhost/etc/passwd',
  'ftp://example.com/feed.xml',
  'gopher://127.0.0.1:6379/_INFO',
  'dict://127.0.0.1:11211/stat',
  'ldap://127.0.0.1/',
  'data:text/xml,<rss/>',
  'javascript:alert(1)',
  'jar:http://example.com!/',
  'ws://127.0.0.1/',
  'not a url',
  '//127.0.0.1/',
];

/** A lookup that must never be reached: IP literals and localhost are vetted without DNS. */
const noDns: LookupAddresses = () => Promise.reject(new Error('DNS asked'));

let publisher: LocalServer;
let contacted = 0;

beforeAll(async () => {
  publisher = await startLocalServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/redirect') {
      response
        .writeHead(Number(url.searchParams.get('status') ?? 302), {
          location: url.searchParams.get('to') ?? '/',
        })
        .end();
      return;
    }
    contacted += 1;
    response.writeHead(200, { 'content-type': 'application/rss+xml' }).end('<rss/>');
  });
});

afterAll(async () => {
  await publisher.close();
});

async function refused(attempt: Promise<unknown>): Promise<string | null> {
  try {
    await attempt;
    return null;
  } catch (error) {
    return error instanceof SafeFetchError ? error.code : `unexpected ${(error as Error).message}`;
  }
}

describe('the SSRF list against the guarded fetcher', () => {
  it('refuses every non-public address, name, redirect and scheme', async () => {
    const safeFetch = createSafeFetch({ lookup: noDns, timeoutMs: 2_000 });
    const allowedOnly = createSafeFetch({ allowList: [publisher.hostPort], timeoutMs: 2_000 });
    const failures: string[] = [];
    let attempts = 0;
    const expectRefused = async (label: string, attempt: Promise<unknown>, codes: string[]) => {
      attempts += 1;
      const code = await refused(attempt);
      if (code === null || !codes.includes(code)) failures.push(`${label}: ${code ?? 'fetched'}`);
    };

    for (const url of PRIVATE_SPELLINGS)
      await expectRefused(url, safeFetch(url), ['blocked-address', 'invalid-url']);
    for (const [address, kind] of NAMES_RESOLVING_PRIVATE) {
      const lookup: LookupAddresses = () =>
        Promise.resolve([{ address, family: address.includes(':') ? 6 : 4 }]);
      await expectRefused(
        `name resolving to ${kind} ${address}`,
        createSafeFetch({ lookup })('https://rebind.example/'),
        ['blocked-address'],
      );
    }
    for (const url of OTHER_SCHEMES) await expectRefused(url, safeFetch(url), ['protocol', 'invalid-url']);
    // Redirects from an allowed server to each private spelling, with every redirect status.
    const otherLoopbackPort = `127.0.0.1:${publisher.port === 65_535 ? 1 : publisher.port + 1}`;
    const redirectTargets = [
      ...PRIVATE_SPELLINGS.slice(0, 30),
      `http://${otherLoopbackPort}/`,
      'file:///etc/passwd',
      'gopher://127.0.0.1/',
    ];
    for (const [index, target] of redirectTargets.entries()) {
      const status = [301, 302, 303, 307, 308][index % 5];
      const url = `${publisher.origin}/redirect?status=${status}&to=${encodeURIComponent(target)}`;
      await expectRefused(`redirect ${status} to ${target}`, allowedOnly(url), [
        'blocked-address',
        'protocol',
        'invalid-url',
      ]);
    }

    reportFigures(
      `SSRF list: ${attempts} attempts, ${attempts - failures.length} refused, ${failures.length} fetched or wrongly refused`,
    );
    expect(failures).toEqual([]);
    expect(contacted, 'no refused request may reach a server').toBe(0);
    expect(attempts).toBeGreaterThanOrEqual(89);
  });
});
