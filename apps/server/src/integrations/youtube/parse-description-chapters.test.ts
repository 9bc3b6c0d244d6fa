import { describe, expect, it } from 'vitest';
import { parseDescriptionChapters } from './parse-description-chapters';

describe('parseDescriptionChapters', () => {
  it('reads chapter lines the way YouTube does', () => {
    const description = `Why do we wake up tired?\n\n0:00 Intro\n1:45 - Why sleep has cycles\n(4:10) Deep sleep\n1:02:03 The long tail\nThanks for watching!`;
    expect(parseDescriptionChapters(description)).toEqual([
      { title: 'Intro', startSeconds: 0 },
      { title: 'Why sleep has cycles', startSeconds: 105 },
      { title: 'Deep sleep', startSeconds: 250 },
      { title: 'The long tail', startSeconds: 3723 },
    ]);
  });

  it.each([
    ['fewer than three', '0:00 Intro\n2:00 End'],
    ['not starting at 0:00', '0:10 Intro\n2:00 Middle\n3:00 End'],
    ['going backwards', '0:00 Intro\n5:00 Middle\n3:00 End'],
    ['no chapters at all', 'Just a description with a time 3:00 in a sentence.'],
  ])('finds none when %s', (_case, description) => {
    expect(parseDescriptionChapters(description)).toEqual([]);
  });
});
