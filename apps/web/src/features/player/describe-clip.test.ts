import { describe, expect, it } from 'vitest';
import { describeClip } from './describe-clip';
import { buildClips } from './listen-queue';
import { formatClipTime } from './format-clip-time';

const bites = [
  { id: 'b1', type: 'overview' as const, text: 'Sleep runs in cycles.' },
  { id: 'b2', type: 'keyTakeaway' as const, text: 'Cycles are not ninety minutes.' },
];
const [intro, b1Text, b1Details, b2Text] = buildClips(
  {
    introUrl: '/i.mp3',
    bites: [
      { id: 'b1', textUrl: '/1.mp3', detailsUrl: '/1d.mp3' },
      { id: 'b2', textUrl: '/2.mp3', detailsUrl: null },
    ],
  },
  'detailed',
);

describe('now playing', () => {
  it('names the intro, each bite with its place and section, and its details', () => {
    expect(describeClip(intro!, bites)).toEqual({ title: 'Intro', text: null });
    expect(describeClip(b1Text!, bites)).toEqual({
      title: 'Bite 1 of 2 · Summary',
      text: 'Sleep runs in cycles.',
    });
    expect(describeClip(b1Details!, bites)).toEqual({
      title: 'Bite 1 of 2 · Details',
      text: 'Sleep runs in cycles.',
    });
    expect(describeClip(b2Text!, bites).title).toBe('Bite 2 of 2 · Key Takeaway');
  });

  it('still names a clip whose bite it does not know', () => {
    expect(describeClip(b2Text!, [])).toEqual({ title: 'Bite 2 of 0', text: null });
  });
});

describe('clip times', () => {
  it('shows m:ss, h:mm:ss from an hour on, and 0:00 for nothing known', () => {
    expect(formatClipTime(0)).toBe('0:00');
    expect(formatClipTime(9.8)).toBe('0:09');
    expect(formatClipTime(75)).toBe('1:15');
    expect(formatClipTime(3_725)).toBe('1:02:05');
    expect(formatClipTime(Number.NaN)).toBe('0:00');
    expect(formatClipTime(Infinity)).toBe('0:00');
  });
});
