import { describe, expect, it } from 'vitest';
import { promotedSeconds } from './promoted-seconds';

describe('promotedSeconds', () => {
  const promotions = [
    { startSeconds: 10, endSeconds: 40 },
    { startSeconds: 90, endSeconds: 100 },
  ];

  it('counts only the part of each promotion inside the span', () => {
    expect(promotedSeconds(0, 60, promotions)).toBe(30);
    expect(promotedSeconds(30, 95, promotions)).toBe(15);
    expect(promotedSeconds(40, 90, promotions)).toBe(0);
    expect(promotedSeconds(0, 60, [])).toBe(0);
  });
});
