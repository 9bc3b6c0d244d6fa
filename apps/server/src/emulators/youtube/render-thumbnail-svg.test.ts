import { describe, expect, it } from 'vitest';
import {
  formatClock,
  initialsOf,
  renderChannelAvatarSvg,
  renderVideoThumbnailSvg,
  wrapWords,
} from './render-thumbnail-svg';

describe('thumbnail drawing', () => {
  const input = {
    videoId: 'BKqFYY_kv5Z',
    title: 'Why <Bread> Goes Stale & Other "Kitchen" Mysteries That Nobody Ever Explains Properly',
    channelTitle: 'Crumb & Curiosity',
    categoryTitle: 'Science & Technology',
    durationSeconds: 4 * 60 + 6,
    live: false,
  };

  it('escapes the title and shows the duration badge', () => {
    const svg = renderVideoThumbnailSvg(input, 320, 180);
    expect(svg).toContain('Why &lt;Bread&gt; Goes Stale &amp;');
    expect(svg).not.toMatch(/<Bread>/);
    expect(svg).toContain('>4:06</text>');
  });

  it('is the same for the same video, and differs in colour between videos', () => {
    expect(renderVideoThumbnailSvg(input, 320, 180)).toBe(renderVideoThumbnailSvg(input, 320, 180));
    const other = renderVideoThumbnailSvg({ ...input, videoId: 'Jr3J1TWDtkw' }, 320, 180);
    expect(other.match(/stop-color="[^"]+"/)?.[0]).not.toBe(
      renderVideoThumbnailSvg(input, 320, 180).match(/stop-color="[^"]+"/)?.[0],
    );
  });

  it('shows LIVE instead of a duration for a live broadcast', () => {
    expect(renderVideoThumbnailSvg({ ...input, live: true, durationSeconds: 0 }, 320, 180)).toContain(
      '>LIVE</text>',
    );
  });

  it('draws an avatar with the initials of the major words', () => {
    expect(renderChannelAvatarSvg('UCPtYgjmUhBel31iEl2hpChY', 'Crumb & Curiosity')).toContain('>CC</text>');
    expect(initialsOf('The Margin Notes Podcast')).toBe('MN');
    expect(initialsOf('Ciencia en Cuatro Minutos')).toBe('CC');
    expect(initialsOf('Σ')).toBe('Σ');
    expect(initialsOf('')).toBe('?');
  });
});

describe('wrapWords', () => {
  it('wraps at word boundaries and ends a cut title with an ellipsis', () => {
    expect(wrapWords('one two three four five six', 9, 5)).toEqual(['one two', 'three', 'four five', 'six']);
    expect(wrapWords('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapWords('supercalifragilistic', 5, 2)).toEqual(['supercalifragilistic']);
  });
});

describe('formatClock', () => {
  it('writes m:ss under an hour and h:mm:ss above', () => {
    expect(formatClock(246)).toBe('4:06');
    expect(formatClock(19_800)).toBe('5:30:00');
    expect(formatClock(3_605)).toBe('1:00:05');
  });
});
