import type { Transcript } from '@podbite/transcript';
import type { AudioContainerInfo } from './detect-audio-container';
import { readVerboseJson } from './read-verbose-json';
import { TranscriptionError } from './transcription-error';

export interface SttServiceOptions {
  /** The operator's own setting (STT_URL), trusted: it is not fetched through the user-URL guard. */
  sttUrl: string;
  sttApiKey: string | undefined;
  sttModel: string;
  timeoutMs: number;
}

/** `POST {STT_URL}/v1/audio/transcriptions`, the endpoint OpenAI, whisper.cpp's server, faster-whisper-server and vLLM share. */
export async function transcribeWithSttService(
  audio: Buffer,
  container: AudioContainerInfo,
  language: string | undefined,
  options: SttServiceOptions,
): Promise<Transcript> {
  const form = new FormData();
  form.append('file', new Blob([audio], { type: container.mimeType }), `episode.${container.extension}`);
  form.append('model', options.sttModel);
  form.append('response_format', 'verbose_json');
  form.append('timestamp_granularities[]', 'segment');
  const primaryLanguage = language?.split('-')[0]?.toLowerCase();
  if (primaryLanguage) form.append('language', primaryLanguage);

  let response: Response;
  try {
    response = await fetch(transcriptionsEndpoint(options.sttUrl), {
      method: 'POST',
      body: form,
      headers: options.sttApiKey ? { authorization: `Bearer ${options.sttApiKey}` } : {},
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (cause) {
    throw new TranscriptionError('service-unreachable', 'The speech-to-text service could not be reached.', {
      cause,
    });
  }

  if (!response.ok) throw await serviceFailure(response);
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new TranscriptionError('service-failed', 'The speech-to-text service did not answer with JSON.', {
      cause,
    });
  }
  const transcript = readVerboseJson(body, language);
  if (!transcript)
    throw new TranscriptionError('service-failed', 'The speech-to-text service answered in an unknown form.');
  if (transcript.segments.length === 0)
    throw new TranscriptionError('no-speech', 'No speech was recognised in this audio.');
  return transcript;
}

/** Accepts "http://host:8000", "http://host:8000/" and "http://host:8000/v1". */
export function transcriptionsEndpoint(sttUrl: string): string {
  const base = sttUrl.replace(/\/+$/, '');
  return base.endsWith('/v1') ? `${base}/audio/transcriptions` : `${base}/v1/audio/transcriptions`;
}

async function serviceFailure(response: Response): Promise<TranscriptionError> {
  const detail = await readErrorMessage(response);
  const suffix = detail ? `: ${detail}` : '.';
  if (response.status === 401 || response.status === 403) {
    return new TranscriptionError(
      'service-failed',
      `The speech-to-text service refused the API key (HTTP ${response.status})${suffix}`,
    );
  }
  if (response.status === 413) {
    return new TranscriptionError('too-large', 'The audio is too large for the speech-to-text service.');
  }
  return new TranscriptionError(
    'service-failed',
    `The speech-to-text service failed (HTTP ${response.status})${suffix}`,
  );
}

/** OpenAI-style `{ "error": { "message" } }`, cut short: it goes into a message, not a log dump. */
async function readErrorMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } | string };
    const message = typeof body.error === 'string' ? body.error : body.error?.message;
    return typeof message === 'string' ? message.slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}
