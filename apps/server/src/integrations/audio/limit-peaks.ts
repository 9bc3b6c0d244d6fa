export interface PeakLimiterOptions {
  /** No output sample exceeds this level. */
  ceilingDbfs?: number;
  /** How early the gain starts to fall before a peak: long enough to avoid clicks. */
  attackSeconds?: number;
  /** How slowly the gain recovers after a peak: long enough to avoid pumping. */
  releaseSeconds?: number;
}

/**
 * A look-ahead peak limiter. Loudness normalization lifts quiet synthetic speech
 * by 10 dB or more, which would push its plosives far past full scale; clipping
 * them would crackle. Instead the gain ramps down just before each peak and
 * recovers smoothly afterwards.
 *
 * The gain is, per sample, the mean over the attack window of the smallest gain
 * any sample in the following attack window needs. Every value in the window
 * that ends on a peak is at most the gain that peak needs, so the output never
 * exceeds the ceiling; the release only slows the gain's rise, so it keeps that promise.
 */
export function limitPeaks(
  samples: Float32Array,
  sampleRate: number,
  options: PeakLimiterOptions = {},
): Float32Array {
  const ceiling = 10 ** ((options.ceilingDbfs ?? -1) / 20);
  const attack = Math.max(1, Math.round((options.attackSeconds ?? 0.005) * sampleRate));
  const releaseStep = 1 - Math.exp(-1 / ((options.releaseSeconds ?? 0.08) * sampleRate));

  const needed = new Float64Array(samples.length);
  let anyAbove = false;
  for (let index = 0; index < samples.length; index += 1) {
    const magnitude = Math.abs(samples[index] ?? 0);
    needed[index] = magnitude > ceiling ? ceiling / magnitude : 1;
    if (magnitude > ceiling) anyAbove = true;
  }
  if (!anyAbove) return samples.slice();

  const ahead = slidingMinimumAhead(needed, attack);
  const output = new Float32Array(samples.length);
  let windowSum = 0;
  let gain = 1;
  for (let index = 0; index < samples.length; index += 1) {
    windowSum += ahead[index] ?? 1;
    if (index - attack - 1 >= 0) windowSum -= ahead[index - attack - 1] ?? 1;
    const smoothed = windowSum / Math.min(index + 1, attack + 1);
    gain = Math.min(smoothed, gain + (1 - gain) * releaseStep);
    // The float division above can land a hair over the ceiling; never let it.
    const limited = (samples[index] ?? 0) * gain;
    output[index] = Math.max(-ceiling, Math.min(ceiling, limited));
  }
  return output;
}

/** For each index, the minimum of values[index .. index + span], in linear time (a monotonic queue). */
function slidingMinimumAhead(values: Float64Array, span: number): Float64Array {
  const result = new Float64Array(values.length);
  const queue = new Int32Array(values.length);
  let head = 0;
  let tail = 0;
  let next = 0;
  for (let index = 0; index < values.length; index += 1) {
    const windowEnd = Math.min(values.length - 1, index + span);
    while (next <= windowEnd) {
      const value = values[next] ?? 1;
      while (tail > head && (values[queue[tail - 1] ?? 0] ?? 1) >= value) tail -= 1;
      queue[tail] = next;
      tail += 1;
      next += 1;
    }
    while ((queue[head] ?? 0) < index) head += 1;
    result[index] = values[queue[head] ?? 0] ?? 1;
  }
  return result;
}
