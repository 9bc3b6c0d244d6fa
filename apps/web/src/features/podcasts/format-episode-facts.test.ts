import { describe, expect, it } from 'vitest';
import { formatEpisodeDate, formatEpisodeDuration } from './format-episode-facts';

describe('episode facts', () => {
  it('formats durations in minutes, and hours past the hour', () => {
    expect(formatEpisodeDuration(300)).toBe('5 min');
    expect(formatEpisodeDuration(20)).toBe('1 min');
    expect(formatEpisodeDuration(3_900)).toBe('1 h 05 min');
    expect(formatEpisodeDuration(null)).toBeNull();
    expect(formatEpisodeDuration(0)).toBeNull();
  });

  it('formats dates as the day of publication, in UTC', () => {
    expect(formatEpisodeDate('2026-11-02T23:30:00.000Z')).toBe('2 Nov 2026');
    expect(formatEpisodeDate(null)).toBeNull();
    expect(formatEpisodeDate('not a date')).toBeNull();
  });
});
