import { findExecutable } from '../transcription/find-executable';
import { AudioError } from './audio-error';
import { encodeMp3WithFfmpeg } from './encode-mp3-with-ffmpeg';
import { encodeMp3WithLame } from './encode-mp3-with-lame';
import { encodeMp3WithLamejs } from './encode-mp3-with-lamejs';
import type { PcmAudio } from './pcm-audio';

export type Mp3EncoderName = 'lame' | 'ffmpeg' | 'lamejs';

export interface Mp3EncoderSettings {
  /** The `lame` program; by default `lame` on PATH. `false` never uses it. */
  lamePath?: string | false;
  /** An ffmpeg binary; by default `ffmpeg` on PATH. `false` never uses it. */
  ffmpegPath?: string | false;
}

export interface Mp3EncodeOptions {
  /** Constant bitrate; 64 kb/s mono is transparent for synthetic speech and small for phones. */
  bitrateKbps?: number;
}

export interface Mp3Encoder {
  /**
   * Chosen once, fastest first: Debian's `lame` command (starts in 2 ms), else ffmpeg
   * (LAME inside, but 90 ms to start), else lamejs, pure JavaScript, always there.
   */
  readonly name: Mp3EncoderName;
  encode(audio: PcmAudio, options?: Mp3EncodeOptions): Promise<Buffer>;
}

export const DEFAULT_MP3_BITRATE_KBPS = 64;
/** Bitrates that every MPEG version's Layer III allows at every sample rate PodBite meets. */
const ALLOWED_BITRATES = [32, 40, 48, 56, 64, 80, 96, 112, 128, 160];
const ENCODER_TIMEOUT_MS = 60_000;

export function createMp3Encoder(settings: Mp3EncoderSettings = {}): Mp3Encoder {
  const lamePath = settings.lamePath === false ? null : findExecutable(settings.lamePath ?? 'lame');
  const ffmpegPath = settings.ffmpegPath === false ? null : findExecutable(settings.ffmpegPath ?? 'ffmpeg');
  return {
    name: lamePath ? 'lame' : ffmpegPath ? 'ffmpeg' : 'lamejs',
    async encode(audio, { bitrateKbps = DEFAULT_MP3_BITRATE_KBPS } = {}) {
      if (!ALLOWED_BITRATES.includes(bitrateKbps)) {
        throw new AudioError(
          'encoder-failed',
          `An MP3 bitrate of ${bitrateKbps} kb/s is not supported; use one of ${ALLOWED_BITRATES.join(', ')}.`,
        );
      }
      if (audio.samples.length === 0) throw new AudioError('encoder-failed', 'There is no audio to encode.');
      if (lamePath) return encodeMp3WithLame(audio, { lamePath, bitrateKbps, timeoutMs: ENCODER_TIMEOUT_MS });
      if (ffmpegPath)
        return encodeMp3WithFfmpeg(audio, { ffmpegPath, bitrateKbps, timeoutMs: ENCODER_TIMEOUT_MS });
      return encodeMp3WithLamejs(audio, bitrateKbps);
    },
  };
}
