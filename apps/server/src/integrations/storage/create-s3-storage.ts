import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { checkContentTypeMatchesKey, checkRange, checkStorageKey } from './check-storage-key';
import type { FileStorage, StoredObjectInfo } from './file-storage';
import { StorageError } from './storage-error';

export interface S3StorageOptions {
  /** The service's URL: "https://s3.eu-west-1.amazonaws.com", "http://minio:9000", "https://<account>.r2.cloudflarestorage.com". */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** "endpoint/bucket/key" instead of "bucket.endpoint/key": MinIO and most self-hosted stores want it. */
  forcePathStyle?: boolean;
  /** A public URL for the bucket (a CDN, or the bucket's own website); by default the app serves the files. */
  publicBaseUrl?: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * An S3-compatible bucket, spoken to with AWS Signature Version 4 through
 * aws4fetch (a small signer over fetch; the AWS SDK would add megabytes for four calls).
 * Uploads carry their SHA-256, so the service rejects a body damaged on the way.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    // aws4fetch retries 5xx and 429 itself; ten tries would hold a narration for minutes.
    retries: 2,
  });
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const publicBaseUrl = (options.publicBaseUrl ?? '/api').replace(/\/+$/, '');

  const send = async (
    method: string,
    key: string,
    init: { headers?: Record<string, string>; body?: Uint8Array } = {},
  ): Promise<Response> => {
    checkStorageKey(key);
    try {
      return await client.fetch(objectUrl(options, key), {
        method,
        headers: init.headers,
        body: init.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new StorageError('unreachable', `The storage bucket could not be reached (${method} ${key}).`, {
        cause: error,
      });
    }
  };

  const head = async (key: string): Promise<StoredObjectInfo | null> => {
    const response = await send('HEAD', key);
    if (response.status === 404) return null;
    if (!response.ok) throw await bucketFailure(response, 'HEAD', key);
    return {
      size: Number(response.headers.get('content-length') ?? '0'),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  };

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      checkContentTypeMatchesKey(key, contentType);
      const response = await send('PUT', key, {
        headers: {
          'content-type': contentType,
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
        body: bytes,
      });
      if (!response.ok) throw await bucketFailure(response, 'PUT', key);
      await response.body?.cancel();
    },
    head,
    async get(key, range) {
      const response = await send(
        'GET',
        key,
        range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {},
      );
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (response.status === 416) {
        await response.body?.cancel();
        throw new StorageError('invalid-range', `Bytes ${range?.start}-${range?.end} are outside "${key}".`);
      }
      if (!response.ok || !response.body) throw await bucketFailure(response, 'GET', key);
      const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
      const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
      if (!range) return { size: Number(response.headers.get('content-length') ?? '0'), contentType, body };
      const size = Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1] ?? Number.NaN);
      if (response.status !== 206 || !Number.isFinite(size)) {
        body.destroy();
        throw new StorageError('failed', `The storage bucket ignored the byte range for "${key}".`);
      }
      checkRange(range, size);
      return { size, contentType, body, range };
    },
    async exists(key) {
      return (await head(key)) !== null;
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await bucketFailure(response, 'DELETE', key);
      await response.body?.cancel();
    },
    urlFor(key) {
      checkStorageKey(key);
      return `${publicBaseUrl}/${key}`;
    },
  };
}

/** Path style "endpoint/bucket/key", or virtual-hosted "bucket.host/key". */
export function objectUrl(
  options: Pick<S3StorageOptions, 'endpoint' | 'bucket' | 'forcePathStyle'>,
  key: string,
): string {
  const endpoint = new URL(options.endpoint);
  const encodedKey = key.split('/').map(encodeURIComponent).join('/');
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  if (options.forcePathStyle) return `${endpoint.origin}${basePath}/${options.bucket}/${encodedKey}`;
  return `${endpoint.protocol}//${options.bucket}.${endpoint.host}${basePath}/${encodedKey}`;
}

/** S3 answers errors as `<Error><Code>…</Code><Message>…</Message></Error>`. */
async function bucketFailure(response: Response, method: string, key: string): Promise<StorageError> {
  const text = await response.text().catch(() => '');
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
  const detail = code ? ` ${code}` : '';
  if (response.status === 401 || response.status === 403) {
    return new StorageError(
      'denied',
      `The storage bucket refused ${method} ${key} (HTTP ${response.status}${detail}).`,
    );
  }
  return new StorageError(
    'failed',
    `The storage bucket failed ${method} ${key} (HTTP ${response.status}${detail}).`,
  );
}
