import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeTranscript } from '../test-support/make-transcript';
import { readSentenceCues } from './promotion-sentence-cues';
import { pitchesEnough, pitchRateOf } from './read-pitch';

/** The cues of the lines, one sentence each; the read is the first line. */
function cuesOf(lines: readonly string[]) {
  return buildSentences(makeTranscript(lines)).map(readSentenceCues);
}

describe('pitchesEnough', () => {
  const intro = 'I set up the new free family plan, and every account gets access to the app.';
  const talk = [
    'The router sits in the hallway and covers the whole house.',
    'We tested the range by walking to the end of the garden.',
    'The lights on the front tell you when it is busy.',
  ];
  const pitchyTalk = [
    'The free plan gives every account access to the app and the dashboard.',
    'Sign in to the app, and the features of the family plan are on one page.',
    'The pricing of the plan is fair for teams, and the app is free.',
  ];
  const read = { first: 0, last: 0, strongest: true };

  it("counts an offer's words in a read only beyond what the talk around it says anyway", () => {
    const plainEpisode = cuesOf([intro, ...talk]);
    expect(pitchesEnough(read, plainEpisode, pitchRateOf(plainEpisode))).toBe(true);
    // A review of the product says "free", "plan", "account" and "access" all through.
    const reviewEpisode = cuesOf([intro, ...pitchyTalk]);
    expect(pitchesEnough(read, reviewEpisode, pitchRateOf(reviewEpisode))).toBe(false);
  });

  it('takes a hand-off or a call to action as a pitch whatever the talk says', () => {
    const handedOff = cuesOf(['This video is sponsored by the new free family plan.', ...pitchyTalk]);
    expect(pitchesEnough(read, handedOff, pitchRateOf(handedOff))).toBe(true);
  });
});
