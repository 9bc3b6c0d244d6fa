export { AudioError, type AudioErrorCode } from './audio-error';
export {
  createMp3Encoder,
  DEFAULT_MP3_BITRATE_KBPS,
  type Mp3EncodeOptions,
  type Mp3Encoder,
  type Mp3EncoderName,
  type Mp3EncoderSettings,
} from './create-mp3-encoder';
export { decodeAudioWithFfmpeg } from './decode-audio-with-ffmpeg';
export { decodeWav, type DecodeWavResult } from './decode-wav';
export { encodeWav } from './encode-wav';
export { limitPeaks, type PeakLimiterOptions } from './limit-peaks';
export { measureIntegratedLoudness, measureSamplePeakDbfs } from './measure-loudness';
export { normalizeLoudness, PEAK_CEILING_DBFS, TARGET_LOUDNESS_LUFS } from './normalize-loudness';
export { concatenateAudio, convertToInt16, measureDurationSeconds, type PcmAudio } from './pcm-audio';
export { readMp3Frames, type Mp3Summary, type ReadMp3Result } from './read-mp3-frames';
