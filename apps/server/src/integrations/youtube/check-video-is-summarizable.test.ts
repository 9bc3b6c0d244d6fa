import { describe, expect, it } from 'vitest';
import { checkVideoIsSummarizable, MAX_VIDEO_DURATION_SECONDS } from './check-video-is-summarizable';

const TOO_LONG = 'Video exceeds maximum allowable length - contact PodBite support';
const UNAVAILABLE =
  'Video Currently Unavailable - make sure you are not sharing a LIVE broadcast and try again later';

describe('checkVideoIsSummarizable', () => {
  it('accepts a captioned video up to exactly 18000 seconds', () => {
    expect(MAX_VIDEO_DURATION_SECONDS).toBe(18_000);
    expect(checkVideoIsSummarizable({ durationSeconds: 264, liveBroadcastContent: 'none' }, true)).toEqual({
      ok: true,
    });
    expect(checkVideoIsSummarizable({ durationSeconds: 18_000, liveBroadcastContent: 'none' }, true)).toEqual(
      { ok: true },
    );
  });

  it('refuses a video one second over five hours with the specification message', () => {
    expect(checkVideoIsSummarizable({ durationSeconds: 18_001, liveBroadcastContent: 'none' }, true)).toEqual(
      {
        ok: false,
        code: 'too-long',
        message: TOO_LONG,
      },
    );
  });

  it('reports the length before the captions when both fail', () => {
    expect(
      checkVideoIsSummarizable({ durationSeconds: 19_800, liveBroadcastContent: 'none' }, false),
    ).toMatchObject({
      code: 'too-long',
    });
  });

  it('refuses a video without captions', () => {
    expect(checkVideoIsSummarizable({ durationSeconds: 734, liveBroadcastContent: 'none' }, false)).toEqual({
      ok: false,
      code: 'no-captions',
      message: UNAVAILABLE,
    });
  });

  it.each(['live', 'upcoming'] as const)('refuses a %s broadcast even when it has captions', (state) => {
    expect(checkVideoIsSummarizable({ durationSeconds: 0, liveBroadcastContent: state }, true)).toEqual({
      ok: false,
      code: 'no-captions',
      message: UNAVAILABLE,
    });
  });
});
