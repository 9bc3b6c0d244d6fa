import { describe, expect, it } from 'vitest';
import { anyOfPatterns, opensWithThanks, scoreTopicShiftCue } from './topic-cues';

describe('anyOfPatterns', () => {
  it('matches where any one of the patterns matches, anchors kept to their own pattern', () => {
    const either = anyOfPatterns([/^so\b/, /\bnext up\b/]);
    expect(either.test('so, what now')).toBe(true);
    expect(either.test('and next up is rust')).toBe(true);
    expect(either.test('and so next')).toBe(false);
  });
});

describe('scoreTopicShiftCue', () => {
  it('scores an explicit move 1, a likely one 0.5 and plain talk 0', () => {
    expect(scoreTopicShiftCue('moving on, the next thing is pydantic')).toBe(1);
    expect(scoreTopicShiftCue("okay, so now we're in the config")).toBe(0.5);
    expect(scoreTopicShiftCue('the config file lives in the home folder')).toBe(0);
  });
});

describe('opensWithThanks', () => {
  it('reads thanks at the start of a sentence, after an "okay" at most', () => {
    expect(opensWithThanks('thank you.')).toBe(true);
    expect(opensWithThanks('okay, thanks, that was clear')).toBe(true);
    expect(opensWithThanks('many thanks to everyone')).toBe(false);
    expect(opensWithThanks('thanksgiving is in november')).toBe(false);
  });
});
