import net from 'node:net';

/**
 * Requests no HTTP client library will send: broken framing, smuggling attempts,
 * oversized heads, unknown methods. Each goes on its own socket; the answer is
 * read until the server closes or `timeoutMs` passes.
 */
export const RAW_ATTACKS: { name: string; bytes: string }[] = [
  {
    name: 'headers too large',
    bytes: `GET /api/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`,
  },
  { name: 'request line too long', bytes: `GET /api/${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n` },
  { name: 'unknown method', bytes: 'FOO /api/me HTTP/1.1\r\nHost: x\r\n\r\n' },
  { name: 'lower-case method', bytes: 'get /api/me HTTP/1.1\r\nHost: x\r\n\r\n' },
  { name: 'bad percent-encoding', bytes: 'GET /api/summary/%ZZ HTTP/1.1\r\nHost: x\r\n\r\n' },
  { name: 'truncated percent-encoding', bytes: 'GET /api/summary/abc% HTTP/1.1\r\nHost: x\r\n\r\n' },
  {
    name: 'invalid UTF-8 in the path',
    bytes: 'GET /api/summary/%C0%AF%ED%A0%80 HTTP/1.1\r\nHost: x\r\n\r\n',
  },
  {
    name: 'Content-Length and Transfer-Encoding together',
    bytes:
      'POST /api/generate-summary HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/me HTTP/1.1\r\nHost: x\r\n\r\n',
  },
  {
    name: 'two different Content-Lengths',
    bytes:
      'POST /api/generate-summary HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}',
  },
  {
    name: 'negative Content-Length',
    bytes: 'POST /api/generate-summary HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
  },
  {
    name: 'broken chunk size',
    bytes:
      'POST /api/generate-summary HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n',
  },
  {
    name: 'obfuscated Transfer-Encoding',
    bytes: 'POST /api/generate-summary HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: xchunked\r\n\r\n',
  },
  { name: 'NUL in a header', bytes: 'GET /api/me HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n' },
  { name: 'header without a colon', bytes: 'GET /api/me HTTP/1.1\r\nHost: x\r\nBroken header\r\n\r\n' },
  { name: 'obsolete line folding', bytes: 'GET /api/me HTTP/1.1\r\nHost: x\r\nX-A: a\r\n b\r\n\r\n' },
  { name: 'bare LF line endings', bytes: 'GET /api/me HTTP/1.1\nHost: x\n\n' },
  { name: 'space inside the path', bytes: 'GET /api/sum mary/x HTTP/1.1\r\nHost: x\r\n\r\n' },
  { name: 'HTTP/2.0 on an HTTP/1 socket', bytes: 'GET /api/me HTTP/2.0\r\nHost: x\r\n\r\n' },
  { name: 'HTTP/0.9 request', bytes: 'GET /api/me\r\n\r\n' },
  { name: 'HTTP/2 preface', bytes: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n' },
  { name: 'absolute-form target', bytes: 'GET http://evil.example/api/me HTTP/1.1\r\nHost: x\r\n\r\n' },
  { name: 'asterisk target', bytes: 'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n' },
  { name: 'CONNECT', bytes: 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n' },
  // Not here: a body shorter than its Content-Length. Waiting for the announced bytes is HTTP;
  // Node's requestTimeout (5 minutes) ends such a request, longer than this run should take.
  {
    name: 'control characters in the path',
    bytes: 'GET /api/summary/\u0001\u007f HTTP/1.1\r\nHost: x\r\n\r\n',
  },
  { name: 'missing Host on HTTP/1.1', bytes: 'GET /api/health HTTP/1.1\r\n\r\n' },
  { name: 'two Host headers', bytes: 'GET /api/health HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n' },
  { name: 'garbage', bytes: '\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u01fc\u0003\u0003' },
  {
    name: 'pipelined requests',
    bytes: 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\nGET /api/me HTTP/1.1\r\nHost: x\r\n\r\nBROKEN\r\n\r\n',
  },
];

export interface RawSocketAnswer {
  /** Status codes of every response on the socket, in order. */
  statuses: number[];
  /** Bodies of every response (as sent, not de-chunked when chunked). */
  bodies: string[];
  hung: boolean;
}

export function sendRawBytes(port: number, bytes: string, timeoutMs = 5_000): Promise<RawSocketAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (hung: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parseResponses(Buffer.concat(chunks).toString('latin1')), hung });
    };
    // A socket the server keeps open after answering is not hung: only one with no answer at all is.
    const timer = setTimeout(() => finish(chunks.length === 0), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish(false));
    socket.on('error', () => finish(false));
    socket.write(Buffer.from(bytes, 'latin1'));
  });
}

function parseResponses(text: string): { statuses: number[]; bodies: string[] } {
  const statuses: number[] = [];
  const bodies: string[] = [];
  const pattern = /HTTP\/1\.[01] (\d{3})[^\r\n]*\r\n([\s\S]*?)\r\n\r\n/g;
  let match;
  while ((match = pattern.exec(text)) !== null) {
    statuses.push(Number(match[1]));
    const length = /content-length:\s*(\d+)/i.exec(match[2] ?? '');
    const start = pattern.lastIndex;
    const body = length ? text.slice(start, start + Number(length[1])) : '';
    bodies.push(body);
    pattern.lastIndex = start + body.length;
  }
  return { statuses, bodies };
}
