import { createSeededRandom, seedFromText } from '../../lib/seeded-random';

/** Random numbers seeded by a text, so the same video is timed the same way on every start and in every test. */
export function createTextSeededRandom(seed: string): () => number {
  return createSeededRandom(seedFromText(seed));
}

/** A stable non-negative 32-bit hash, for picking colours and shapes. */
export function hashText(text: string): number {
  return Math.floor(createTextSeededRandom(text)() * 4_294_967_296);
}
