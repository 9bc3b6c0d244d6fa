import { describe, expect, it } from 'vitest';
import { readStartTime } from './read-start-time';

describe('readStartTime', () => {
  it('reads seconds, clock times and media fragments', () => {
    expect(readStartTime('#t=75')).toBe(75);
    expect(readStartTime('#t=1:15')).toBe(75);
    expect(readStartTime('#t=1:00:05')).toBe(3605);
    expect(readStartTime('#t=12.5,20')).toBe(12.5);
  });

  it('starts at the beginning without a time, or with a broken one', () => {
    expect(readStartTime('')).toBe(0);
    expect(readStartTime('#section')).toBe(0);
    expect(readStartTime('#t=1::')).toBe(0);
  });
});
