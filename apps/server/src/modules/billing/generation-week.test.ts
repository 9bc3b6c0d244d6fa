import { describe, expect, it } from 'vitest';
import { startOfGenerationWeek } from './generation-week';

describe('startOfGenerationWeek', () => {
  it('starts on the Monday before, at midnight UTC', () => {
    expect(startOfGenerationWeek(new Date('2026-11-25T15:30:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });
  it('is that same Monday on a Monday', () => {
    expect(startOfGenerationWeek(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });
  it('counts Sunday as the end of the week', () => {
    expect(startOfGenerationWeek(new Date('2026-11-29T23:59:59Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });
});
