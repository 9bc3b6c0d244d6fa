import { describe, expect, it } from 'vitest';
import { createFirstPlayLog, describeListenLog, listenLogPath } from './listen-log';
import { buildClips } from './listen-queue';

const podId = 'e880e547-22e4-4ce4-9771-0f25c74fb77e';
const [intro, text, details] = buildClips(
  {
    introUrl: '/api/audio/intro.mp3',
    bites: [{ id: 'b1', textUrl: '/api/audio/b1-text.mp3', detailsUrl: '/api/audio/b1-details.mp3' }],
  },
  'detailed',
);

describe('which listen a clip logs', () => {
  it('the intro logs a listen of the pod; text and details clips a listen of their bite', () => {
    expect(describeListenLog(intro!, podId)).toEqual({ kind: 'pod', podId });
    expect(describeListenLog(text!, podId)).toEqual({ kind: 'bite', biteId: 'b1' });
    expect(describeListenLog(details!, podId)).toEqual({ kind: 'bite', biteId: 'b1' });
  });

  it('names the API call for each', () => {
    expect(listenLogPath({ kind: 'pod', podId })).toBe(`/api/log-listen-pod/${podId}`);
    expect(listenLogPath({ kind: 'bite', biteId: 'b1' })).toBe('/api/log-listen-bite/b1');
  });

  it('logs only the first play of each clip in a page view', () => {
    const log = createFirstPlayLog(podId);

    expect(log.take(intro!)).toEqual({ kind: 'pod', podId });
    expect(log.take(text!)).toEqual({ kind: 'bite', biteId: 'b1' });
    expect(log.take(intro!)).toBeNull();
    expect(log.take(text!)).toBeNull();
    // The details clip is a clip of its own: its first play logs the bite again.
    expect(log.take(details!)).toEqual({ kind: 'bite', biteId: 'b1' });

    // A new page view starts afresh.
    expect(createFirstPlayLog(podId).take(intro!)).toEqual({ kind: 'pod', podId });
  });
});
