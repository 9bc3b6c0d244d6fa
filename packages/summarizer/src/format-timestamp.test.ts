import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './format-timestamp';

describe('formatTimestamp', () => {
  it('writes m:ss under an hour', () => {
    expect(formatTimestamp(0)).toBe('0:00');
    expect(formatTimestamp(7.9)).toBe('0:07');
    expect(formatTimestamp(65)).toBe('1:05');
    expect(formatTimestamp(3599)).toBe('59:59');
  });

  it('writes h:mm:ss from one hour on', () => {
    expect(formatTimestamp(3600)).toBe('1:00:00');
    expect(formatTimestamp(3723)).toBe('1:02:03');
    expect(formatTimestamp(18000)).toBe('5:00:00');
  });

  it('treats negative and non-finite input as 0', () => {
    expect(formatTimestamp(-5)).toBe('0:00');
    expect(formatTimestamp(Number.NaN)).toBe('0:00');
  });
});
