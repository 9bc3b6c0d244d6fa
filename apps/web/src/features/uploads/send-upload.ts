import { apiErrorSchema } from '@podbite/contract';

export type UploadOutcome =
  { ok: true; status: number; body: unknown } | { ok: false; status: number; message: string };

/** The fallback when the server's answer carries no message of its own (or none arrived). */
export const UPLOAD_FAILED_MESSAGE = 'The upload did not reach PodBite. Check your connection and try again.';

/**
 * POST /api/uploads as multipart/form-data, reporting the bytes sent as they go.
 * XMLHttpRequest, because fetch cannot report upload progress. The server's own
 * message (400, 413, 415...) is passed on word for word.
 */
export function sendUpload(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/uploads');
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve({ ok: true, status: request.status, body });
        return;
      }
      const error = apiErrorSchema.safeParse(body);
      resolve({
        ok: false,
        status: request.status,
        message: error.success ? error.data.error.message : UPLOAD_FAILED_MESSAGE,
      });
    });
    request.addEventListener('error', () =>
      resolve({ ok: false, status: 0, message: UPLOAD_FAILED_MESSAGE }),
    );
    request.addEventListener('abort', () =>
      resolve({ ok: false, status: 0, message: 'The upload was cancelled.' }),
    );
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
