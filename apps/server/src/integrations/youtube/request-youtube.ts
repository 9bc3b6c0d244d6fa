import type { z } from 'zod';
import { googleErrorResponseSchema } from './data-api-schemas';
import { YouTubeError } from './youtube-error';

export interface YouTubeTransport {
  fetch: typeof fetch;
  timeoutMs: number;
}

/**
 * Sends one request to YouTube and maps every way it can fail to a YouTubeError:
 * 429 and 403 are "blocked" (rate limits, quota, blocked cloud addresses and bot
 * checks all look like this, and none of them means the video lacks captions),
 * 404 is "not-found", other answers and network failures are "upstream-failure",
 * and no answer within the time limit is "timeout". `what` names the call in messages.
 */
export async function requestYouTube(
  transport: YouTubeTransport,
  url: string,
  init: RequestInit,
  what: string,
): Promise<Response> {
  let response: Response;
  try {
    response = await transport.fetch(url, { ...init, signal: AbortSignal.timeout(transport.timeoutMs) });
  } catch (error) {
    throw toTransportError(error, what, transport.timeoutMs);
  }
  if (response.ok) return response;

  const detail = await readGoogleErrorDetail(response);
  const said = detail ? `: ${detail}` : '';
  if (response.status === 429 || response.status === 403) {
    throw new YouTubeError('blocked', `YouTube refused ${what} with HTTP ${response.status}${said}`, {
      status: response.status,
    });
  }
  if (response.status === 404) {
    throw new YouTubeError('not-found', `${what} answered HTTP 404${said}`, { status: 404 });
  }
  throw new YouTubeError('upstream-failure', `${what} answered HTTP ${response.status}${said}`, {
    status: response.status,
  });
}

/** Reads a body as text, mapping a connection dropped or timed out mid-body like any other failure. */
export async function readResponseText(
  response: Response,
  what: string,
  transport: YouTubeTransport,
): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    throw toTransportError(error, what, transport.timeoutMs);
  }
}

/** Reads and validates a JSON body; a body that is not what YouTube documents is an upstream-failure. */
export async function readResponseJson<Schema extends z.ZodType>(
  response: Response,
  schema: Schema,
  what: string,
  transport: YouTubeTransport,
): Promise<z.infer<Schema>> {
  const text = await readResponseText(response, what, transport);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new YouTubeError('upstream-failure', `${what} returned a body that is not JSON`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'unknown shape';
    throw new YouTubeError('upstream-failure', `${what} returned an unexpected response (${where})`);
  }
  return parsed.data;
}

function toTransportError(error: unknown, what: string, timeoutMs: number): YouTubeError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new YouTubeError('timeout', `${what} did not answer within ${timeoutMs} ms`, { cause: error });
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new YouTubeError('upstream-failure', `${what} could not be reached: ${reason}`, { cause: error });
}

/** Google APIs explain errors in {"error": {"message", "errors": [{"reason"}]}}; other bodies are ignored. */
async function readGoogleErrorDetail(response: Response): Promise<string | null> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  try {
    const parsed = googleErrorResponseSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return null;
    const reason = parsed.data.error.errors?.[0]?.reason;
    const message = parsed.data.error.message;
    return [message, reason ? `(${reason})` : null].filter(Boolean).join(' ') || null;
  } catch {
    return null;
  }
}
