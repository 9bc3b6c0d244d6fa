import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startLocalServer, type LocalServer } from '../../safe-fetch/testing/start-local-server';

export interface FakeS3 extends LocalServer {
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: { method: string; path: string }[];
  /** Makes the next n requests fail with this status, to test error paths. */
  failNext(status: number, times?: number): void;
}

/**
 * Test-only: a path-style S3 subset (PUT, GET with one byte range, HEAD,
 * DELETE) on 127.0.0.1 that checks every request's AWS Signature Version 4 the
 * way S3 does, with its own implementation: the canonical request, the string
 * to sign, the derived key, the payload hash and the clock skew.
 */
export async function startFakeS3(credentials: {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  bucket: string;
}): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; path: string }[] = [];
  let failures: { status: number; times: number } | undefined;

  const server = await startLocalServer((request, response) => {
    void readBody(request).then((body) => {
      requests.push({ method: request.method ?? '', path: request.url ?? '' });
      if (failures && failures.times > 0) {
        failures.times -= 1;
        return sendError(response, failures.status, 'InternalError');
      }
      const problem = checkSignature(request, body, credentials);
      if (problem) return sendError(response, 403, problem);
      const url = new URL(request.url ?? '/', 'http://fake');
      const [, bucket, ...keyParts] = url.pathname.split('/');
      if (bucket !== credentials.bucket) return sendError(response, 404, 'NoSuchBucket');
      const key = keyParts.map(decodeURIComponent).join('/');
      handleObject(request, response, key, body, objects);
    });
  });
  return {
    ...server,
    objects,
    requests,
    failNext(status, times = 1) {
      failures = { status, times };
    },
  };
}

function handleObject(
  request: IncomingMessage,
  response: ServerResponse,
  key: string,
  body: Buffer,
  objects: Map<string, { body: Buffer; contentType: string }>,
): void {
  const stored = objects.get(key);
  switch (request.method) {
    case 'PUT':
      objects.set(key, { body, contentType: request.headers['content-type'] ?? 'binary/octet-stream' });
      response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      return;
    case 'DELETE':
      objects.delete(key);
      response.writeHead(204).end();
      return;
    case 'HEAD':
      if (!stored) return void response.writeHead(404).end();
      response
        .writeHead(200, { 'content-length': stored.body.length, 'content-type': stored.contentType })
        .end();
      return;
    case 'GET': {
      if (!stored) return sendError(response, 404, 'NoSuchKey');
      const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
      if (!range) {
        response
          .writeHead(200, { 'content-length': stored.body.length, 'content-type': stored.contentType })
          .end(stored.body);
        return;
      }
      const start = Number(range[1]);
      const end = Math.min(Number(range[2]), stored.body.length - 1);
      if (start >= stored.body.length) return sendError(response, 416, 'InvalidRange');
      response
        .writeHead(206, {
          'content-length': end - start + 1,
          'content-type': stored.contentType,
          'content-range': `bytes ${start}-${end}/${stored.body.length}`,
        })
        .end(stored.body.subarray(start, end + 1));
      return;
    }
    default:
      sendError(response, 405, 'MethodNotAllowed');
  }
}

function checkSignature(
  request: IncomingMessage,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
): string | undefined {
  const authorization = request.headers.authorization ?? '';
  const parts =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!parts) return 'AuthorizationHeaderMalformed';
  const [, accessKeyId, date, region, signedHeaderList = '', signature] = parts;
  if (accessKeyId !== credentials.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== credentials.region) return 'AuthorizationHeaderMalformed';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date ?? '-')) return 'AuthorizationHeaderMalformed';
  const when = Date.parse(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (!Number.isFinite(when) || Math.abs(Date.now() - when) > 15 * 60_000) return 'RequestTimeTooSkewed';

  const signedHeaders = signedHeaderList.split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) return 'AccessDenied';
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex')) {
    return 'XAmzContentSHA256Mismatch';
  }
  const url = new URL(request.url ?? '/', 'http://fake');
  const canonicalQuery = [...url.searchParams]
    .map(([name, value]) => [encodeURIComponent(name), encodeURIComponent(value)])
    .sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0))
    .map((pair) => pair.join('='))
    .join('&');
  const canonicalHeaders = signedHeaders
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    request.method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let signingKey: Buffer = hmac(`AWS4${credentials.secretAccessKey}`, date ?? '');
  for (const part of [region ?? '', 's3', 'aws4_request']) signingKey = hmac(signingKey, part);
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return expected === signature ? undefined : 'SignatureDoesNotMatch';
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function sendError(response: ServerResponse, status: number, code: string): void {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message></Error>`;
  response.writeHead(status, { 'content-type': 'application/xml' }).end(xml);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
