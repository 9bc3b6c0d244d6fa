import { vi } from 'vitest';

/**
 * jsdom has no audio: HTMLMediaElement's play, pause and load only report "not
 * implemented". Tests stub them at that boundary and drive the rest (length,
 * position, the end of a clip) through the element's own properties and events.
 * Not used by the app itself.
 */
export function stubAudioPlayback() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  return { play, pause, load };
}

/** The clip the player is on (it marks that element). */
export function currentAudio(root: ParentNode = document): HTMLAudioElement {
  const element = root.querySelector<HTMLAudioElement>('audio[data-current]');
  if (!element) throw new Error('No audio element is marked as current');
  return element;
}

/** Every audio element the player holds, by source. */
export function audioSources(root: ParentNode = document): string[] {
  return [...root.querySelectorAll('audio')].map((element) => element.getAttribute('src') ?? '');
}

/** The clip's length becomes known, as after its metadata loads. */
export function setClipLength(element: HTMLMediaElement, seconds: number): void {
  Object.defineProperty(element, 'duration', { value: seconds, configurable: true });
  element.dispatchEvent(new Event('durationchange'));
}

/** The clip plays to its end. */
export function finishClip(element: HTMLMediaElement): void {
  element.currentTime = Number.isFinite(element.duration) ? element.duration : 0;
  element.dispatchEvent(new Event('ended'));
}
