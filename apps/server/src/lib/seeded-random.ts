/**
 * Deterministic random numbers (mulberry32): the same seed draws the same sequence on every run, so
 * the YouTube emulator times a video the same way on every start and a security probe's failure can
 * be replayed from the seed it prints. Not for anything secret.
 */
export function createSeededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A text's FNV-1a hash, the seed for a sequence that belongs to that text (a video id, say). */
export function seedFromText(text: string): number {
  let state = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    state ^= text.charCodeAt(index);
    state = Math.imul(state, 0x01000193) >>> 0;
  }
  return state;
}
