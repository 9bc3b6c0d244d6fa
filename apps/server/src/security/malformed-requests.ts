import type { RouteEntry } from '../http/route-table';
import { createSeededRandom } from '../lib/seeded-random';

/**
 * Generates malformed requests for the route fuzz: wrong methods, hostile path
 * parameters and query strings, broken and hostile bodies, odd content types,
 * headers and cookies, NUL characters and lone surrogates, oversized bodies.
 * Deterministic for a seed, so a failure can be replayed.
 */

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** The route it was made from, for the report. */
  route: string;
}

/** Path segments as they go on the wire (already percent-encoded where needed). */
const SEGMENTS = [
  '',
  'x',
  'a'.repeat(101),
  'a'.repeat(2_000),
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ED%B0%80x',
  '%C0%AF',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%F0%9F%98%80',
  '..',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%2F',
  ';a=1',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "'%20OR%201=1--",
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'aOm8MD2L-lp',
  'ZZZZZZZZZZZ',
  '-1',
  '1e309',
  'null',
  '%E2%80%AE',
  '%EF%BB%BF',
  '~',
  '*',
];

/** String values for JSON bodies, query values and form fields (JSON escapes keep lone surrogates). */
const STRINGS = [
  '',
  ' ',
  'x',
  'a'.repeat(101),
  'a'.repeat(20_000),
  '\u0000',
  'before\u0000after',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  '😀',
  '\u202e',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  'http://127.0.0.1:1/feed.xml',
  'http://[::1]/',
  'http://169.254.169.254/latest/meta-data/',
  'file:///etc/passwd',
  'gopher://127.0.0.1:6379/_INFO',
  'javascript:alert(1)',
  // No public host names: a feed address here is really fetched, and the fuzz must not leave the machine.
  'not a url',
  '00000000-0000-0000-0000-000000000000',
  'text',
  'audio',
  'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  '\r\nX-Injected: 1',
];

const OTHER_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  3.14,
  [],
  {},
  [1, 'a', null],
  { nested: { deeper: ['x'] } },
];
/**
 * A body every route accepts (routes read their own keys and ignore the rest): the
 * fuzz changes one field of it, so hostile values get past the other fields'
 * validation and reach services, queues and the database.
 */
const VALID_BODY: Record<string, unknown> = {
  link: 'https://www.youtube.com/watch?v=aOm8MD2L-lp',
  feedUrl: 'http://127.0.0.1:1/feed.xml',
  episodeGuid: 'episode-1',
  mode: 'text',
  idToken: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
  title: 'A title',
  name: 'Ada',
  email: 'ada@podbite.test',
};

const BODY_KEYS = [
  'link',
  'feedUrl',
  'episodeGuid',
  'mode',
  'idToken',
  'googleId',
  'title',
  'name',
  'email',
  'videoId',
  '__proto__',
  'constructor',
];
const QUERY_KEYS = ['feedUrl', 'returnTo', 'code', 'state', 'id', 'part', 'v', 'a', '__proto__'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'PURGE', 'SEARCH'];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/xml',
  'application/octet-stream',
  'image/png',
  ';;;',
  'application/json; boundary=',
];

/** Text PostgreSQL cannot store: every route gets each of these in every field (see unstorableSweep). */
const UNSTORABLE = ['\u0000', 'ep-1\u0000', '\ud800', 'x\udc00y'];
const UNSTORABLE_SEGMENTS = ['%00', 'aOm8MD2L%00p', '00000000-0000-0000-0000-00000000000%00'];

/**
 * The systematic part: for every route with a body, each field of the valid body
 * replaced by each unstorable value (the other fields valid, so the value gets as
 * far as it can); for every route, each path parameter and the feed query too.
 */
function unstorableSweep(
  routes: RouteEntry[],
  signedIn: Record<string, string>,
  endsSession: (route: RouteEntry) => boolean,
): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (const route of routes) {
    const headers = endsSession(route) ? {} : { ...signedIn };
    const path = route.url.replace(/:(\w+)/g, 'aOm8MD2L-lp').replace(/\*$/, 'x');
    const name = `${route.method} ${route.url}`;
    if (!['GET', 'HEAD', 'DELETE'].includes(route.method)) {
      for (const key of Object.keys(VALID_BODY)) {
        for (const value of UNSTORABLE) {
          requests.push({
            method: route.method,
            path,
            headers: { ...headers, 'content-type': 'application/json' },
            body: Buffer.from(JSON.stringify({ ...VALID_BODY, [key]: value })),
            route: name,
          });
        }
      }
    }
    for (const segment of UNSTORABLE_SEGMENTS) {
      if (route.url.includes(':'))
        requests.push({
          method: route.method,
          path: route.url.replace(/:(\w+)/g, segment),
          headers,
          route: name,
        });
      requests.push({
        method: route.method,
        path: `${path}?feedUrl=http://127.0.0.1:1/${segment}`,
        headers,
        route: name,
      });
    }
  }
  return requests;
}

export function createMalformedRequests(options: {
  routes: RouteEntry[];
  count: number;
  seed: number;
  /** Headers of a signed-in caller, used on most requests so handlers are reached. */
  signedIn: Record<string, string>;
  /** Routes that end the session (sign-out): sent without it, so the rest stay signed in. */
  endsSession: (route: RouteEntry) => boolean;
}): FuzzRequest[] {
  const random = createSeededRandom(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;

  const value = (): unknown =>
    chance(0.2) ? pick(UNSTORABLE) : chance(0.75) ? pick(STRINGS) : pick(OTHER_VALUES);
  const jsonBody = (): string => {
    const roll = random();
    if (roll < 0.08) return pick(['{', '{"a":', '[', '"', '{"link":"x"', 'nul', '{}}', '\u0000', '']);
    if (roll < 0.14) return JSON.stringify(value());
    if (roll < 0.17) return '['.repeat(5_000) + ']'.repeat(5_000);
    if (roll < 0.2) return `{"a":${'{"a":'.repeat(500)}1${'}'.repeat(500)}}`;
    if (roll < 0.65) return JSON.stringify({ ...VALID_BODY, [pick(Object.keys(VALID_BODY))]: value() });
    const body: Record<string, unknown> = {};
    for (let i = 0, n = 1 + Math.floor(random() * 3); i < n; i++) body[pick(BODY_KEYS)] = value();
    return JSON.stringify(body);
  };
  const multipartBody = (): string => {
    const name = pick([
      'interview.vtt',
      'a\u0000b.srt',
      '\ud800.vtt',
      '',
      '../../x.mp3',
      'x'.repeat(300),
      'caption.srt',
    ]);
    const title = String(pick(STRINGS));
    const content = pick([
      'WEBVTT\n\n00:00.000 --> 00:01.000\nHello',
      '\u0000\u0001binary',
      '',
      'ID3\u0003\u0000',
      'plain words',
    ]);
    const parts = [
      chance(0.7) ? `--fuzz\r\nContent-Disposition: form-data; name="title"\r\n\r\n${title}\r\n` : '',
      `--fuzz\r\nContent-Disposition: form-data; name="${pick(['file', 'other', ''])}"; filename="${name}"\r\nContent-Type: ${pick(['text/vtt', 'audio/mpeg', 'application/x-subrip', 'image/png'])}\r\n\r\n${content}\r\n`,
      chance(0.8) ? '--fuzz--\r\n' : '--fuzz\r\nbroken',
    ];
    return parts.join('');
  };
  const queryString = (): string => {
    const roll = random();
    if (roll < 0.35) return '';
    if (roll < 0.45)
      return pick([
        '?',
        '?%zz=1',
        '?a=%00',
        '?a=%ED%A0%80',
        '?a[b]=1',
        '?a=1&a=2',
        `?${'x'.repeat(5_000)}`,
        '?&&&',
        '?=',
      ]);
    if (roll < 0.6) return `?feedUrl=${encodeWellFormed(String(pick(STRINGS)))}`;
    const pairs = [];
    for (let i = 0, n = 1 + Math.floor(random() * 2); i < n; i++) {
      pairs.push(`${pick(QUERY_KEYS)}=${encodeWellFormed(String(pick(STRINGS)))}`);
    }
    return `?${pairs.join('&')}`;
  };
  const headers = (route: RouteEntry): Record<string, string> => {
    const signedIn = !options.endsSession(route) && chance(0.8);
    const result: Record<string, string> = signedIn ? { ...options.signedIn } : {};
    if (chance(0.15))
      result.cookie = pick([
        'pb_session=garbage',
        `pb_session=${'a'.repeat(4_000)}`,
        'a=b; ;; =;',
        'pb_session=s%3Ax.y',
        '',
      ]);
    if (chance(0.15))
      result.authorization = pick([
        'Bearer x',
        'Basic YTpi',
        `Bearer ${'a'.repeat(4_000)}`,
        'Negotiate abc',
        'Bearer',
        '',
      ]);
    if (chance(0.2)) result.origin = pick(['https://evil.example', 'null', 'http://localhost']);
    if (chance(0.1)) result['sec-fetch-site'] = pick(['cross-site', 'same-origin', 'none']);
    if (chance(0.1)) result['accept-encoding'] = pick(['br', 'gzip', '*', 'identity;q=0', 'x'.repeat(500)]);
    if (chance(0.1)) result.range = pick(['bytes=abc', 'bytes=0-0,1-1', 'bytes=-0', 'bytes=9999999999-']);
    if (chance(0.05)) result['if-none-match'] = pick(['*', 'W/"x"', '"' + 'a'.repeat(2_000) + '"']);
    if (chance(0.05)) result.accept = pick(['text/event-stream', '*/*;q=x', 'application/json']);
    if (chance(0.05)) result['user-agent'] = 'é'.repeat(300);
    return result;
  };
  const pathFor = (route: RouteEntry): string => {
    const path = route.url
      .replace(/:(\w+)/g, () => pick(SEGMENTS))
      .replace(/\*$/, () => (chance(0.5) ? pick(SEGMENTS) : `${pick(SEGMENTS)}/${pick(SEGMENTS)}`));
    return path + queryString();
  };

  const requests: FuzzRequest[] = [];
  for (let i = 0; i < options.count; i++) {
    const route = options.routes[i % options.routes.length]!;
    const method = chance(0.75) ? route.method : pick(METHODS);
    const request: FuzzRequest = {
      method,
      path: pathFor(route),
      headers: headers(route),
      route: `${route.method} ${route.url}`,
    };
    // HEAD goes without a body: Node's client cannot frame one (the server is fine either way).
    if (method !== 'HEAD' && (method !== 'GET' || chance(0.05))) {
      const type = chance(0.4) ? 'application/json' : chance(0.85) ? pick(CONTENT_TYPES) : undefined;
      const roll = random();
      const text = type?.startsWith('multipart')
        ? multipartBody()
        : roll < 0.02
          ? 'x'.repeat(1_100_000)
          : jsonBody();
      if (type) request.headers['content-type'] = type;
      if (chance(0.9)) request.body = Buffer.from(text, 'utf8');
    }
    requests.push(request);
  }
  return [...requests, ...unstorableSweep(options.routes, options.signedIn, options.endsSession)];
}

/** Percent-encodes a string for a query value; lone surrogates go as their raw UTF-8-ish bytes, as an attacker would send them. */
function encodeWellFormed(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .replace(/[\ud800-\udfff]/g, '%ED%A0%80')
      .replace(/[^A-Za-z0-9%]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  }
}
