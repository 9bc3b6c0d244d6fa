import { decodeAudioWithFfmpeg } from '../audio/decode-audio-with-ffmpeg';
import { decodeWav } from '../audio/decode-wav';
import type { PcmAudio } from '../audio/pcm-audio';
import { SpeechError } from './speech-error';
import type { SpeechEngine } from './speech-engine';

export interface OpenAiSpeechOptions {
  /** The operator's own setting (TTS_URL), trusted: it is not fetched through the user-URL guard. */
  ttsUrl: string;
  ttsApiKey: string | undefined;
  ttsModel: string;
  ttsVoice: string;
  timeoutMs: number;
  /** To decode a service that ignores response_format and sends MP3 or Opus; null when ffmpeg is missing. */
  ffmpegPath: string | null;
}

/** OpenAI's limit for `input` is 4096 characters; a little less leaves room for other servers' counting. */
const MAX_INPUT_CHARS = 4000;

/**
 * `POST {TTS_URL}/v1/audio/speech`, the endpoint OpenAI, Kokoro-FastAPI,
 * openedai-speech, LocalAI and vLLM share, asking for WAV so no decoder is needed.
 */
export function createOpenAiSpeechEngine(options: OpenAiSpeechOptions): SpeechEngine {
  return {
    name: 'openai',
    voiceId: `openai:${options.ttsModel}:${options.ttsVoice}`,
    maxChunkChars: MAX_INPUT_CHARS,
    synthesize: (text) => requestSpeech(text, options),
    close: async () => undefined,
  };
}

async function requestSpeech(text: string, options: OpenAiSpeechOptions): Promise<PcmAudio> {
  let response: Response;
  try {
    response = await fetch(speechEndpoint(options.ttsUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.ttsApiKey ? { authorization: `Bearer ${options.ttsApiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.ttsModel,
        voice: options.ttsVoice,
        input: text,
        response_format: 'wav',
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (cause) {
    throw new SpeechError('service-unreachable', 'The text-to-speech service could not be reached.', {
      cause,
    });
  }
  if (!response.ok) throw await serviceFailure(response);

  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (cause) {
    throw new SpeechError('service-unreachable', 'The text-to-speech service stopped sending audio.', {
      cause,
    });
  }
  if (bytes.byteLength === 0)
    throw new SpeechError('service-failed', 'The text-to-speech service sent no audio.');
  return decodeReply(bytes, options.ffmpegPath);
}

async function decodeReply(bytes: Uint8Array, ffmpegPath: string | null): Promise<PcmAudio> {
  const isWav = bytes.byteLength >= 4 && String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF';
  if (isWav) {
    const decoded = decodeWav(bytes);
    if (!decoded.ok)
      throw new SpeechError(
        'service-failed',
        `The text-to-speech service sent a broken WAV file: ${decoded.error}.`,
      );
    return decoded.audio;
  }
  if (!ffmpegPath) {
    throw new SpeechError(
      'service-failed',
      'The text-to-speech service did not send WAV audio, and ffmpeg is not installed to decode what it sent.',
    );
  }
  try {
    return await decodeAudioWithFfmpeg(bytes, { ffmpegPath });
  } catch (cause) {
    throw new SpeechError('service-failed', 'The text-to-speech service sent something that is not audio.', {
      cause,
    });
  }
}

/** Accepts "http://host:8880", "http://host:8880/" and "http://host:8880/v1". */
export function speechEndpoint(ttsUrl: string): string {
  const base = ttsUrl.replace(/\/+$/, '');
  return base.endsWith('/v1') ? `${base}/audio/speech` : `${base}/v1/audio/speech`;
}

async function serviceFailure(response: Response): Promise<SpeechError> {
  const detail = await readErrorMessage(response);
  const suffix = detail ? `: ${detail}` : '.';
  if (response.status === 401 || response.status === 403) {
    return new SpeechError(
      'service-failed',
      `The text-to-speech service refused the API key (HTTP ${response.status})${suffix}`,
    );
  }
  return new SpeechError(
    'service-failed',
    `The text-to-speech service failed (HTTP ${response.status})${suffix}`,
  );
}

/** OpenAI-style `{ "error": { "message" } }` or FastAPI's `{ "detail" }`, cut short: it goes into a message, not a log dump. */
async function readErrorMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } | string; detail?: unknown };
    const message = typeof body.error === 'string' ? body.error : (body.error?.message ?? body.detail);
    return typeof message === 'string' ? message.slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}
