/**
 * A small deterministic random source (FNV-1a to seed, mulberry32 to draw), so the
 * same video is timed the same way on every start and in every test.
 */
export function createSeededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    state ^= seed.charCodeAt(index);
    state = Math.imul(state, 0x01000193) >>> 0;
  }
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A stable non-negative 32-bit hash, for picking colours and shapes. */
export function hashText(text: string): number {
  return Math.floor(createSeededRandom(text)() * 4_294_967_296);
}
