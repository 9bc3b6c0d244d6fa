import { AUDIO_POOL_SIZE } from '@podbite/contract';

export interface AudioPool {
  /** The element for a clip, made (and loading) if the pool has none yet; it becomes the most recently used. */
  elementFor(url: string): HTMLAudioElement;
  /** Starts loading a clip before it is needed, so the next clip starts without a gap. */
  preload(url: string): void;
  /** Stops every element and takes it out of the page. */
  dispose(): void;
}

interface AudioPoolOptions {
  /** Where the elements live: in the page, so they are inspectable and end with it. */
  container: HTMLElement;
  /** Spec §9: at most 10 audio objects. */
  size?: number;
  /** Called once for each new element (the player listens to its events). */
  onCreate(element: HTMLAudioElement): void;
}

/**
 * A few <audio> elements, one per clip URL, reused when a clip plays again
 * (previous, replay). When the pool is full the least recently used element is
 * let go; the playing clip and the preloaded next one are always the most recent.
 */
export function createAudioPool({
  container,
  size = AUDIO_POOL_SIZE,
  onCreate,
}: AudioPoolOptions): AudioPool {
  // A Map keeps insertion order: re-inserting on use makes the first entry the least recently used.
  const elements = new Map<string, HTMLAudioElement>();

  function release(element: HTMLAudioElement): void {
    element.pause();
    element.removeAttribute('src');
    // Loading the now empty source aborts any download still under way.
    element.load();
    element.remove();
  }

  function elementFor(url: string): HTMLAudioElement {
    const known = elements.get(url);
    if (known) {
      elements.delete(url);
      elements.set(url, known);
      return known;
    }
    while (elements.size >= Math.max(1, size)) {
      const [oldestUrl, oldest] = elements.entries().next().value as [string, HTMLAudioElement];
      elements.delete(oldestUrl);
      release(oldest);
    }
    const element = document.createElement('audio');
    element.preload = 'auto';
    element.src = url;
    onCreate(element);
    container.append(element);
    elements.set(url, element);
    return element;
  }

  return {
    elementFor,
    preload(url) {
      elementFor(url);
    },
    dispose() {
      for (const element of elements.values()) release(element);
      elements.clear();
    },
  };
}
