import { Mp3Encoder } from '@breezystack/lamejs';
import { AudioError } from './audio-error';
import { convertToInt16, type PcmAudio } from './pcm-audio';

const SAMPLES_PER_FRAME = 1152;
/** lamejs is synchronous: hand the event loop back every so many frames so one long clip does not stall the server. */
const FRAMES_PER_SLICE = 32;

/** The pure-JavaScript LAME port: slower than ffmpeg, but needs nothing installed. It resamples rates MP3 lacks by itself. */
export async function encodeMp3WithLamejs(audio: PcmAudio, bitrateKbps: number): Promise<Buffer> {
  const pcm = convertToInt16(audio.samples);
  try {
    const encoder = new Mp3Encoder(1, audio.sampleRate, bitrateKbps);
    // lamejs hands out Int8Arrays; Buffer.concat wants bytes.
    const parts: Buffer[] = [];
    for (let start = 0; start < pcm.length; start += SAMPLES_PER_FRAME) {
      parts.push(asBytes(encoder.encodeBuffer(pcm.subarray(start, start + SAMPLES_PER_FRAME))));
      if ((start / SAMPLES_PER_FRAME) % FRAMES_PER_SLICE === FRAMES_PER_SLICE - 1) await yieldToEventLoop();
    }
    parts.push(asBytes(encoder.flush()));
    return Buffer.concat(parts);
  } catch (error) {
    throw new AudioError('encoder-failed', 'lamejs failed to encode MP3.', { cause: error });
  }
}

function asBytes(view: ArrayBufferView): Buffer {
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength);
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
