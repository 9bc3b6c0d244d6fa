import { AUDIO_POOL_SIZE, PROGRESS_REFRESH_MS } from '@podbite/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  audioSources,
  currentAudio,
  finishClip,
  setClipLength,
  stubAudioPlayback,
} from '@/test/fake-audio-playback';
import type { ListenLog } from './listen-log';
import type { PodAudio } from './listen-queue';
import { createPlayerController, type PlayerController } from './player-controller';

const podId = 'e880e547-22e4-4ce4-9771-0f25c74fb77e';
const audio: PodAudio = {
  introUrl: '/api/audio/intro.mp3',
  bites: [
    { id: 'b1', textUrl: '/api/audio/b1-text.mp3', detailsUrl: '/api/audio/b1-details.mp3' },
    { id: 'b2', textUrl: '/api/audio/b2-text.mp3', detailsUrl: null },
  ],
};

let container: HTMLElement;
let controller: PlayerController;
let listens: ListenLog[];
let disconnect: () => void;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  listens = [];
  controller = createPlayerController({ podId, onListen: (log) => listens.push(log) });
  disconnect = controller.connect(container);
});

afterEach(() => {
  disconnect();
  container.remove();
});

const now = () => controller.getSnapshot();
/** Lets the play() promises settle. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('the player controller', () => {
  it('plays the intro first and preloads the next clip', async () => {
    const { play } = stubAudioPlayback();

    controller.start(audio, 'brief');

    expect(now().status).toBe('playing');
    expect(now().clip?.key).toBe('intro');
    expect(currentAudio(container).getAttribute('src')).toBe('/api/audio/intro.mp3');
    expect(audioSources(container)).toEqual(['/api/audio/intro.mp3', '/api/audio/b1-text.mp3']);
    expect(container.querySelectorAll('audio[preload="auto"]')).toHaveLength(2);
    expect(play).toHaveBeenCalledTimes(1);
    expect(play.mock.contexts[0]).toBe(currentAudio(container));
  });

  it('moves to the next clip when one ends, and ends after the last', async () => {
    stubAudioPlayback();
    controller.start(audio, 'detailed');

    finishClip(currentAudio(container));
    expect(now().clip?.key).toBe('text:b1');
    finishClip(currentAudio(container));
    expect(now().clip?.key).toBe('details:b1');
    expect(currentAudio(container).getAttribute('src')).toBe('/api/audio/b1-details.mp3');
    finishClip(currentAudio(container));
    finishClip(currentAudio(container));

    expect(now().status).toBe('ended');
    expect(now().clip?.key).toBe('text:b2');
  });

  it('logs a listen on the first play of each clip only: the pod for the intro, the bite otherwise', async () => {
    stubAudioPlayback();
    controller.start(audio, 'detailed');
    await settle();
    finishClip(currentAudio(container));
    await settle();
    finishClip(currentAudio(container));
    await settle();
    controller.previous();
    controller.previous();
    await settle();
    controller.next();
    await settle();

    expect(listens).toEqual([
      { kind: 'pod', podId },
      { kind: 'bite', biteId: 'b1' },
      { kind: 'bite', biteId: 'b1' },
    ]);
  });

  it('does not log a clip whose play never started', async () => {
    const { play } = stubAudioPlayback();
    play.mockImplementation(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));

    controller.start(audio, 'brief');
    await settle();

    expect(listens).toEqual([]);
    // Autoplay refused: the player waits for the listener to press play, without an error.
    expect(now().status).toBe('paused');
    expect(now().problem).toBeNull();
  });

  it('says "Failed to load audio: …" when a clip cannot be played', async () => {
    const { play } = stubAudioPlayback();
    play.mockImplementation(() =>
      Promise.reject(new DOMException('no supported source', 'NotSupportedError')),
    );

    controller.start(audio, 'brief');
    await vi.waitFor(() => expect(now().problem).toBe('Failed to load audio: no supported source'));
    expect(now().status).toBe('paused');
  });

  it('pauses, plays on from the same place, and replays from the intro after the end', () => {
    const { play, pause } = stubAudioPlayback();
    controller.start(audio, 'brief');
    const intro = currentAudio(container);
    intro.currentTime = 4;

    controller.togglePlay();
    expect(now().status).toBe('paused');
    expect(pause.mock.contexts).toContain(intro);

    controller.togglePlay();
    expect(now().status).toBe('playing');
    expect(intro.currentTime).toBe(4);
    expect(play).toHaveBeenCalledTimes(2);

    for (let clip = 0; clip < 3; clip++) finishClip(currentAudio(container));
    expect(now().status).toBe('ended');

    controller.play();
    expect(now().status).toBe('playing');
    expect(now().clip?.key).toBe('intro');
    expect(currentAudio(container)).toBe(intro);
    expect(intro.currentTime).toBe(0);
  });

  it('previous on the first clip starts it again; next on the last ends the queue', () => {
    stubAudioPlayback();
    controller.start(audio, 'brief');
    currentAudio(container).currentTime = 7;

    controller.previous();
    expect(now().clip?.key).toBe('intro');
    expect(currentAudio(container).currentTime).toBe(0);

    controller.next();
    controller.next();
    controller.next();
    expect(now().status).toBe('ended');
    controller.next();
    expect(now().status).toBe('ended');
  });

  it('rewinds 10 s, not past the start, and goes forward 10 s, not past the end', () => {
    stubAudioPlayback();
    controller.start(audio, 'brief');
    const intro = currentAudio(container);
    setClipLength(intro, 30);
    intro.currentTime = 14;

    controller.seekBy(-10);
    expect(intro.currentTime).toBe(4);
    controller.seekBy(-10);
    expect(intro.currentTime).toBe(0);
    controller.seekBy(10);
    controller.seekBy(10);
    controller.seekBy(10);
    expect(intro.currentTime).toBe(30);
    expect(now().position).toBe(30);
  });

  it('plays at the chosen speed, this clip and the next ones; refuses speeds outside the seven', () => {
    stubAudioPlayback();
    controller.start(audio, 'brief');

    controller.setSpeed(1.75);
    expect(currentAudio(container).playbackRate).toBe(1.75);
    finishClip(currentAudio(container));
    expect(currentAudio(container).playbackRate).toBe(1.75);

    controller.setSpeed(3);
    expect(now().speed).toBe(1.75);
  });

  it('refreshes the progress every 500 ms while playing', () => {
    vi.useFakeTimers();
    stubAudioPlayback();
    controller.start(audio, 'brief');
    const intro = currentAudio(container);
    setClipLength(intro, 20);

    intro.currentTime = 3;
    expect(now().position).toBe(0);
    vi.advanceTimersByTime(PROGRESS_REFRESH_MS);
    expect(now()).toMatchObject({ position: 3, duration: 20 });

    controller.pause();
    intro.currentTime = 9;
    vi.advanceTimersByTime(PROGRESS_REFRESH_MS * 4);
    expect(now().position).toBe(3);
  });

  it('changing the mode mid-play keeps the clip and says the change waits for the next clip', () => {
    stubAudioPlayback();
    controller.start(audio, 'brief');
    finishClip(currentAudio(container));
    const b1Text = currentAudio(container);

    expect(controller.changeMode('detailed')).toBe(true);

    expect(currentAudio(container)).toBe(b1Text);
    expect(now().status).toBe('playing');
    expect(audioSources(container)).toContain('/api/audio/b1-details.mp3');
    finishClip(b1Text);
    expect(now().clip?.key).toBe('details:b1');
    // The same mode again changes nothing.
    expect(controller.changeMode('detailed')).toBe(false);
  });

  it('keeps at most the pool size of audio elements', () => {
    stubAudioPlayback();
    const many: PodAudio = {
      introUrl: '/api/audio/intro.mp3',
      bites: Array.from({ length: AUDIO_POOL_SIZE + 5 }, (_, index) => ({
        id: `b${index}`,
        textUrl: `/api/audio/b${index}.mp3`,
        detailsUrl: null,
      })),
    };
    controller.start(many, 'brief');
    for (let clip = 0; clip < AUDIO_POOL_SIZE + 3; clip++) finishClip(currentAudio(container));

    expect(container.querySelectorAll('audio')).toHaveLength(AUDIO_POOL_SIZE);
    expect(currentAudio(container).getAttribute('src')).toBe(`/api/audio/b${AUDIO_POOL_SIZE + 2}.mp3`);
  });

  it('follows a pause the browser makes by itself', () => {
    stubAudioPlayback();
    controller.start(audio, 'brief');

    currentAudio(container).dispatchEvent(new Event('pause'));
    expect(now().status).toBe('paused');
    currentAudio(container).dispatchEvent(new Event('play'));
    expect(now().status).toBe('playing');
  });

  it('stops and clears its audio when disconnected', () => {
    const { pause } = stubAudioPlayback();
    controller.start(audio, 'brief');
    const intro = currentAudio(container);

    disconnect();

    expect(container.querySelectorAll('audio')).toHaveLength(0);
    expect(pause.mock.contexts).toContain(intro);
    expect(now().status).toBe('idle');
    disconnect = () => {};
  });
});
