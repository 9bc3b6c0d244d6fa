/** Plain punctuated talk for the promotion tests to put reads in. */
export const talk = [
  'Today we are talking about testing in Python.',
  'Fixtures let you share setup code between many tests.',
  'Parametrize runs the same test with different inputs.',
  'That keeps the test suite small and readable.',
];

/**
 * Two minutes of talk: a read placed after it is past a video's first 90 s, where the sponsor
 * model expects an intro's "sponsored by" (position is one of its features) and a video of
 * a few sentences would be all intro.
 */
export const twoMinutesOfTalk = Array.from({ length: 12 }, () => talk).flat();
