import { describe, expect, it } from 'vitest';
import { percent, percentOf } from './format-percent';

describe('percent', () => {
  it('prints a share with one decimal', () => {
    expect(percent(0.784)).toBe('78.4%');
    expect(percentOf(1, 3)).toBe('33.3%');
    expect(percentOf(0, 0)).toBe('0.0%');
  });
});
