import type { PcmAudio } from './pcm-audio';

/**
 * Integrated loudness of a mono clip in LUFS, after ITU-R BS.1770-4 (the meter
 * behind EBU R 128 and ffmpeg's ebur128 filter):
 * K-weighting (a high shelf, then a high pass), mean square over 400 ms blocks
 * that overlap by 75 %, an absolute gate at -70 LUFS, then a relative gate 10 LU
 * below the loudness of the blocks that passed the first gate.
 *
 * The filter coefficients are derived for the clip's own sample rate (as
 * libebur128 does) rather than the standard's 48 kHz table, so 16 kHz speech
 * needs no resampling. A clip shorter than one block is measured as one block,
 * so that even a one-word clip gets a level. Silence is -Infinity.
 */
export function measureIntegratedLoudness(audio: PcmAudio): number {
  const { samples, sampleRate } = audio;
  if (samples.length === 0) return Number.NEGATIVE_INFINITY;
  const energy = prefixSumOfSquares(applyKWeighting(samples, sampleRate));
  const blockLength = Math.min(Math.round(0.4 * sampleRate), samples.length);
  const hop = Math.max(1, Math.round(0.1 * sampleRate));

  const blockEnergies: number[] = [];
  for (let start = 0; start + blockLength <= samples.length; start += hop) {
    blockEnergies.push(((energy[start + blockLength] ?? 0) - (energy[start] ?? 0)) / blockLength);
  }

  const aboveAbsolute = blockEnergies.filter((value) => loudnessOf(value) > ABSOLUTE_GATE_LUFS);
  if (aboveAbsolute.length === 0) return Number.NEGATIVE_INFINITY;
  const relativeGate = loudnessOf(mean(aboveAbsolute)) + RELATIVE_GATE_LU;
  const gated = aboveAbsolute.filter((value) => loudnessOf(value) > relativeGate);
  return loudnessOf(mean(gated));
}

/** The highest absolute sample value in dBFS (-Infinity for silence). */
export function measureSamplePeakDbfs(samples: Float32Array): number {
  let peak = 0;
  for (const value of samples) peak = Math.max(peak, Math.abs(value));
  return 20 * Math.log10(peak);
}

const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = -10;

function loudnessOf(meanSquare: number): number {
  return -0.691 + 10 * Math.log10(meanSquare);
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function prefixSumOfSquares(samples: Float64Array): Float64Array {
  const sums = new Float64Array(samples.length + 1);
  for (let index = 0; index < samples.length; index += 1) {
    const value = samples[index] ?? 0;
    sums[index + 1] = (sums[index] ?? 0) + value * value;
  }
  return sums;
}

interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/**
 * The two BS.1770 stages as biquads for any sample rate: the analogue
 * prototypes' parameters (f0, gain, Q) are the ones libebur128 fits to the
 * standard's 48 kHz coefficients, mapped with the bilinear transform.
 */
function kWeightingStages(sampleRate: number): [Biquad, Biquad] {
  const shelfK = Math.tan((Math.PI * 1681.974450955533) / sampleRate);
  const shelfQ = 0.7071752369554196;
  const vh = 10 ** (3.999843853973347 / 20);
  const vb = vh ** 0.4996667741545416;
  const shelfA0 = 1 + shelfK / shelfQ + shelfK * shelfK;
  const shelf: Biquad = {
    b0: (vh + (vb * shelfK) / shelfQ + shelfK * shelfK) / shelfA0,
    b1: (2 * (shelfK * shelfK - vh)) / shelfA0,
    b2: (vh - (vb * shelfK) / shelfQ + shelfK * shelfK) / shelfA0,
    a1: (2 * (shelfK * shelfK - 1)) / shelfA0,
    a2: (1 - shelfK / shelfQ + shelfK * shelfK) / shelfA0,
  };
  const passK = Math.tan((Math.PI * 38.13547087602444) / sampleRate);
  const passQ = 0.5003270373238773;
  const passA0 = 1 + passK / passQ + passK * passK;
  const highPass: Biquad = {
    b0: 1,
    b1: -2,
    b2: 1,
    a1: (2 * (passK * passK - 1)) / passA0,
    a2: (1 - passK / passQ + passK * passK) / passA0,
  };
  return [shelf, highPass];
}

function applyKWeighting(samples: Float32Array, sampleRate: number): Float64Array {
  let signal: Float64Array = Float64Array.from(samples);
  for (const stage of kWeightingStages(sampleRate)) signal = applyBiquad(signal, stage);
  return signal;
}

function applyBiquad(input: Float64Array, { b0, b1, b2, a1, a2 }: Biquad): Float64Array {
  const output = new Float64Array(input.length);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let index = 0; index < input.length; index += 1) {
    const x0 = input[index] ?? 0;
    const y0 = b0 * x0 + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    output[index] = y0;
    x2 = x1;
    x1 = x0;
    y2 = y1;
    y1 = y0;
  }
  return output;
}
