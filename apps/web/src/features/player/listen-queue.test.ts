import type { ListenMode } from '@podbite/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildClips,
  changeQueueMode,
  currentClip,
  goToNextClip,
  goToPreviousClip,
  replayQueue,
  startQueue,
  upcomingClip,
  type ListenQueue,
  type PodAudio,
} from './listen-queue';

/** Three bites; the second has no details (its details URL is null, as the server sends it). */
const audio: PodAudio = {
  introUrl: '/api/audio/intro.mp3',
  bites: [
    { id: 'b1', textUrl: '/api/audio/b1-text.mp3', detailsUrl: '/api/audio/b1-details.mp3' },
    { id: 'b2', textUrl: '/api/audio/b2-text.mp3', detailsUrl: null },
    { id: 'b3', textUrl: '/api/audio/b3-text.mp3', detailsUrl: '/api/audio/b3-details.mp3' },
  ],
};

const keys = (queue: ListenQueue) => queue.clips.map((clip) => clip.key);
const current = (queue: ListenQueue) => currentClip(queue)?.key;

function advance(queue: ListenQueue, steps: number): ListenQueue {
  let moved = queue;
  for (let step = 0; step < steps; step++) moved = goToNextClip(moved);
  return moved;
}

describe('building the queue', () => {
  it('brief: the intro, then each bite’s text clip', () => {
    expect(keys(startQueue(audio, 'brief'))).toEqual(['intro', 'text:b1', 'text:b2', 'text:b3']);
  });

  it('detailed: each bite’s details clip follows its text clip, where the bite has details', () => {
    expect(keys(startQueue(audio, 'detailed'))).toEqual([
      'intro',
      'text:b1',
      'details:b1',
      'text:b2',
      'text:b3',
      'details:b3',
    ]);
  });

  it('describes each clip: its kind, URL and bite', () => {
    expect(buildClips(audio, 'detailed').slice(0, 3)).toEqual([
      { key: 'intro', kind: 'intro', url: '/api/audio/intro.mp3', biteId: null, biteIndex: null },
      { key: 'text:b1', kind: 'text', url: '/api/audio/b1-text.mp3', biteId: 'b1', biteIndex: 0 },
      { key: 'details:b1', kind: 'details', url: '/api/audio/b1-details.mp3', biteId: 'b1', biteIndex: 0 },
    ]);
  });

  it('leaves out clips that have no audio yet (partial audio after a timeout)', () => {
    const partial: PodAudio = {
      introUrl: null,
      bites: [
        { id: 'b1', textUrl: '/api/audio/b1-text.mp3', detailsUrl: null },
        { id: 'b2', textUrl: null, detailsUrl: '/api/audio/b2-details.mp3' },
      ],
    };
    expect(keys(startQueue(partial, 'detailed'))).toEqual(['text:b1', 'details:b2']);
  });

  it('starts at the first clip, with the next one up', () => {
    const queue = startQueue(audio, 'brief');
    expect(current(queue)).toBe('intro');
    expect(upcomingClip(queue)?.key).toBe('text:b1');
    expect(queue.ended).toBe(false);
  });

  it('is empty, with no current clip, when nothing is narrated', () => {
    const queue = startQueue({ introUrl: null, bites: [] }, 'brief');
    expect(currentClip(queue)).toBeNull();
    expect(upcomingClip(queue)).toBeNull();
    expect(goToNextClip(queue).ended).toBe(true);
  });
});

describe('next and previous', () => {
  it('next walks the clips in order', () => {
    const queue = startQueue(audio, 'detailed');
    expect([1, 2, 3].map((steps) => current(advance(queue, steps)))).toEqual([
      'text:b1',
      'details:b1',
      'text:b2',
    ]);
  });

  it('next on the last clip ends the queue and stays on that clip', () => {
    const last = advance(startQueue(audio, 'brief'), 3);
    expect(current(last)).toBe('text:b3');
    expect(last.ended).toBe(false);
    expect(upcomingClip(last)).toBeNull();

    const ended = goToNextClip(last);
    expect(ended.ended).toBe(true);
    expect(current(ended)).toBe('text:b3');
    expect(goToNextClip(ended)).toEqual(ended);
  });

  it('previous goes to the clip before', () => {
    const third = advance(startQueue(audio, 'brief'), 2);
    expect(current(goToPreviousClip(third))).toBe('text:b1');
  });

  it('previous on the first clip stays on it (the player starts it again)', () => {
    const first = startQueue(audio, 'brief');
    const back = goToPreviousClip(first);
    expect(current(back)).toBe('intro');
    expect(back.index).toBe(0);
  });

  it('previous after the end goes back to the last clip', () => {
    const ended = advance(startQueue(audio, 'brief'), 4);
    const back = goToPreviousClip(ended);
    expect(back.ended).toBe(false);
    expect(current(back)).toBe('text:b3');
  });

  it('replay after the end starts again from the intro, in the queue’s mode', () => {
    const ended = advance(startQueue(audio, 'detailed'), 6);
    expect(ended.ended).toBe(true);
    const replay = replayQueue(ended);
    expect(replay.ended).toBe(false);
    expect(current(replay)).toBe('intro');
    expect(keys(replay)).toEqual(keys(startQueue(audio, 'detailed')));
  });
});

describe('changing the mode mid-play', () => {
  it('brief to detailed while a bite’s text plays: the current clip stays, its details come next', () => {
    const onB1Text = advance(startQueue(audio, 'brief'), 1);
    const changed = changeQueueMode(onB1Text, 'detailed');

    expect(changed.mode).toBe('detailed');
    expect(current(changed)).toBe('text:b1');
    expect(changed.index).toBe(onB1Text.index);
    expect(upcomingClip(changed)?.key).toBe('details:b1');
    expect(keys(changed)).toEqual(['intro', 'text:b1', 'details:b1', 'text:b2', 'text:b3', 'details:b3']);
  });

  it('detailed to brief while a details clip plays: it finishes, then the next bite’s text', () => {
    const onB1Details = advance(startQueue(audio, 'detailed'), 2);
    expect(current(onB1Details)).toBe('details:b1');

    const changed = changeQueueMode(onB1Details, 'brief');

    expect(current(changed)).toBe('details:b1');
    expect(upcomingClip(changed)?.key).toBe('text:b2');
    expect(keys(changed)).toEqual(['intro', 'text:b1', 'details:b1', 'text:b2', 'text:b3']);
  });

  it('detailed to brief while a bite’s text plays: its details no longer follow', () => {
    const onB1Text = advance(startQueue(audio, 'detailed'), 1);
    const changed = changeQueueMode(onB1Text, 'brief');
    expect(upcomingClip(changed)?.key).toBe('text:b2');
  });

  it('on the intro the whole rest of the pod follows the new mode', () => {
    const changed = changeQueueMode(startQueue(audio, 'brief'), 'detailed');
    expect(keys(changed)).toEqual(keys(startQueue(audio, 'detailed')));
    expect(current(changed)).toBe('intro');
  });

  it('keeps the clips already played, so previous still goes back through them', () => {
    const onB2Text = advance(startQueue(audio, 'detailed'), 3);
    const changed = changeQueueMode(onB2Text, 'brief');
    const back = goToPreviousClip(changed);
    expect(current(back)).toBe('details:b1');
    // From there on the pod follows the new mode.
    expect(upcomingClip(back)?.key).toBe('text:b2');
  });

  it('after going back past a change, the old mode’s clips do not come back', () => {
    const onB1Details = advance(startQueue(audio, 'detailed'), 2);
    const back = goToPreviousClip(changeQueueMode(onB1Details, 'brief'));
    expect(current(back)).toBe('text:b1');
    expect(upcomingClip(back)?.key).toBe('text:b2');
  });

  it('changes nothing when the mode is the same', () => {
    const queue = advance(startQueue(audio, 'brief'), 2);
    expect(changeQueueMode(queue, 'brief')).toBe(queue);
  });

  it('a replay after a change plays the new mode from the start', () => {
    const changed = changeQueueMode(advance(startQueue(audio, 'detailed'), 2), 'brief');
    expect(keys(replayQueue(advance(changed, 10)))).toEqual(['intro', 'text:b1', 'text:b2', 'text:b3']);
  });

  it('for any pod, position and changes: the current clip stays, the rest follows the new mode in pod order', () => {
    const clipUrl = fc.integer({ min: 1, max: 999 }).map((n) => `/api/audio/${n}.mp3`);
    const podAudio = fc.record({
      introUrl: fc.option(fc.constant('/api/audio/intro.mp3'), { nil: null }),
      bites: fc.uniqueArray(
        fc.record({
          id: fc.uuid(),
          textUrl: fc.option(clipUrl, { nil: null }),
          detailsUrl: fc.option(clipUrl, { nil: null }),
        }),
        { maxLength: 8, selector: (bite) => bite.id },
      ),
    });
    const mode = fc.constantFrom<ListenMode>('brief', 'detailed');
    const step = fc.oneof(
      fc.constant({ kind: 'next' as const }),
      fc.constant({ kind: 'previous' as const }),
      mode.map((to) => ({ kind: 'mode' as const, to })),
    );

    fc.assert(
      fc.property(podAudio, mode, fc.array(step, { maxLength: 20 }), (pod, startMode, steps) => {
        // Every clip of the pod in pod order: a brief queue is a part of the detailed one.
        const podOrder = buildClips(pod, 'detailed').map((clip) => clip.key);
        let queue = startQueue(pod, startMode);
        for (const action of steps) {
          const before = queue;
          if (action.kind === 'next') queue = goToNextClip(queue);
          else if (action.kind === 'previous') queue = goToPreviousClip(queue);
          else queue = changeQueueMode(queue, action.to);

          if (action.kind === 'mode' && currentClip(before)) {
            // Played and current clips are kept as they were.
            expect(queue.index).toBe(before.index);
            expect(keys(queue).slice(0, queue.index + 1)).toEqual(keys(before).slice(0, before.index + 1));
          }
          // Whatever happened, what follows the current clip is the rest of the pod in the queue's mode.
          const currentKey = current(queue);
          if (currentKey !== undefined) {
            const after = podOrder.indexOf(currentKey);
            const expected = buildClips(pod, queue.mode)
              .map((clip) => clip.key)
              .filter((key) => podOrder.indexOf(key) > after);
            expect(keys(queue).slice(queue.index + 1)).toEqual(expected);
          }
          expect(new Set(keys(queue)).size).toBe(queue.clips.length);
          expect(queue.index).toBeGreaterThanOrEqual(0);
          expect(queue.index).toBeLessThanOrEqual(Math.max(0, queue.clips.length - 1));
        }
      }),
      { numRuns: 300 },
    );
  });
});
