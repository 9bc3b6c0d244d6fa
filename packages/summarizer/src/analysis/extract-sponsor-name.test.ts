import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeTranscript } from '../test-support/make-transcript';
import { findSalientName } from './extract-sponsor-name';

/** A read of `inside` sentences (from the first), then the rest of the talk. */
function salientName(inside: readonly string[], outside: readonly string[]): string | undefined {
  const sentences = buildSentences(makeTranscript([...inside, ...outside]));
  return findSalientName(sentences, 0, inside.length - 1, []);
}

describe('findSalientName', () => {
  it('names a read by the capitalised name it keeps repeating and the talk says less elsewhere', () => {
    const read = [
      'Sign up for a monthly subscription to Skillshare today.',
      'Skillshare is an online learning platform for creators.',
      'You can get Skillshare free for two months with the link below.',
    ];
    const talk = [
      'Now back to the editing, which is where things got tricky.',
      'I learned most of this on Skillshare years ago, so it came full circle.',
    ];
    expect(salientName(read, talk)).toBe('Skillshare');
  });

  it('in captions written in capitals, wants the name said more in the read than anywhere else', () => {
    // Every word is a capitalised run: "STEP" is said three times in the opening, and more after it.
    const opening = [
      "SO I'M GOING TO WALK YOU THROUGH THE WHOLE THING, STEP BY STEP.",
      'YOU JUST NEED A NOTEBOOK AND YOUR CALENDAR.',
      'SO STEP ONE, I WRITE DOWN EVERYTHING ON MY MIND.',
    ];
    const rest = [
      'STEP TWO, I LOOK BACK AT LAST WEEK.',
      'STEP THREE, I OPEN MY CALENDAR.',
      'STEP FOUR IS THE MOST IMPORTANT ONE.',
      'STEP FIVE, I PLAN EACH DAY.',
    ];
    expect(salientName(opening, rest)).toBeUndefined();
    // Said twice elsewhere against three times in the read, a name is still a name in capitals.
    const read = [
      'SIGN UP FOR A MONTHLY SUBSCRIPTION TO SKILLSHARE TODAY.',
      'SKILLSHARE IS AN ONLINE LEARNING PLATFORM FOR CREATORS.',
      'YOU CAN GET SKILLSHARE FREE FOR TWO MONTHS.',
    ];
    const talk = [
      'I LEARNED THIS ON SKILLSHARE YEARS AGO.',
      'SKILLSHARE HAS A CLASS ON COLOUR GRADING TOO.',
      'NOW BACK TO THE EDITING.',
    ];
    expect(salientName(read, talk)).toBe('SKILLSHARE');
  });
});
