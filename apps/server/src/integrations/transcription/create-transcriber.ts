import type { Transcript } from '@podbite/transcript';
import { AUDIO_CONTAINERS, detectAudioContainer } from './detect-audio-container';
import { findExecutable } from './find-executable';
import { transcribeWithPocketsphinx } from './transcribe-with-pocketsphinx';
import { transcribeWithSttService } from './transcribe-with-stt-service';
import { TranscriptionError, TranscriptionUnavailableError } from './transcription-error';

export interface TranscriberSettings {
  /** STT_URL: an OpenAI-compatible server. When set, it is the engine. */
  sttUrl?: string;
  sttApiKey?: string;
  sttModel?: string;
  /** A pocketsphinx binary; by default `pocketsphinx` (5.x) or `pocketsphinx_continuous` (0.8) on PATH. `false` turns the fallback off. */
  pocketsphinxPath?: string | false;
  ffmpegPath?: string;
  sttTimeoutMs?: number;
  pocketsphinxTimeoutMs?: number;
}

export type TranscriptionEngine = 'stt-service' | 'pocketsphinx' | 'none';

export interface TranscribeOptions {
  /** What the sender says it is; the bytes decide. */
  mimeType: string;
  /** BCP-47, when the feed or the user states it. */
  language?: string;
}

export interface Transcriber {
  /** The engine `transcribe` will use, chosen once: `none` means it throws TranscriptionUnavailableError. */
  readonly engine: TranscriptionEngine;
  transcribe(audio: Buffer, options: TranscribeOptions): Promise<Transcript>;
}

export const STT_DEFAULT_MODEL = 'whisper-1';
/** Long episodes take minutes on a hosted service; a stuck one must still end. */
export const STT_DEFAULT_TIMEOUT_MS = 30 * 60_000;
/**
 * pocketsphinx ran at about three quarters of real time on one core of our 2-core machine
 * (31 s of speech in 23.5 s), so a five-hour episode needs close to four hours.
 */
export const POCKETSPHINX_DEFAULT_TIMEOUT_MS = 6 * 60 * 60_000;
const AUDIO_CONVERSION_TIMEOUT_MS = 10 * 60_000;

export function createTranscriber(settings: TranscriberSettings = {}): Transcriber {
  const sttUrl = settings.sttUrl?.trim();
  const pocketsphinxPath =
    settings.pocketsphinxPath === false ? null : findPocketsphinx(settings.pocketsphinxPath);
  const ffmpegPath = findExecutable(settings.ffmpegPath ?? 'ffmpeg');
  const engine: TranscriptionEngine = sttUrl
    ? 'stt-service'
    : pocketsphinxPath && ffmpegPath
      ? 'pocketsphinx'
      : 'none';

  return {
    engine,
    async transcribe(audio, { mimeType, language }) {
      if (engine === 'none') throw new TranscriptionUnavailableError();
      const detected = detectAudioContainer(audio);
      if (!detected) {
        throw new TranscriptionError(
          'unsupported-audio',
          `That audio (${mimeType || 'of unknown type'}) is not MP3, M4A, WAV, OGG, FLAC or WebM.`,
        );
      }
      const container = AUDIO_CONTAINERS[detected];
      if (sttUrl) {
        return transcribeWithSttService(audio, container, language, {
          sttUrl,
          sttApiKey: settings.sttApiKey,
          sttModel: settings.sttModel ?? STT_DEFAULT_MODEL,
          timeoutMs: settings.sttTimeoutMs ?? STT_DEFAULT_TIMEOUT_MS,
        });
      }
      if (language && !/^en(-|$)/i.test(language)) {
        throw new TranscriptionError(
          'unsupported-language',
          'No transcript can be made for this episode: it has no transcript, and the built-in speech recognizer only understands English.',
        );
      }
      return transcribeWithPocketsphinx(audio, container, {
        pocketsphinxPath: pocketsphinxPath ?? '',
        ffmpegPath: ffmpegPath ?? '',
        timeoutMs: settings.pocketsphinxTimeoutMs ?? POCKETSPHINX_DEFAULT_TIMEOUT_MS,
        conversionTimeoutMs: AUDIO_CONVERSION_TIMEOUT_MS,
      });
    },
  };
}

function findPocketsphinx(configured: string | undefined): string | null {
  if (configured) return findExecutable(configured);
  return findExecutable('pocketsphinx') ?? findExecutable('pocketsphinx_continuous');
}
