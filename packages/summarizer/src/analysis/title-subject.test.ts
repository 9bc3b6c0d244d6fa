import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeTranscript } from '../test-support/make-transcript';
import { stemWord } from '../text/stem-word';
import { announcedSubjects, readAnnouncedSubject } from './title-subject';

function subjectOf(line: string): string[] | undefined {
  return readAnnouncedSubject(buildSentences(makeTranscript([line]))[0]!);
}

const stems = (words: string): string[] => words.split(' ').map(stemWord);

describe('readAnnouncedSubject', () => {
  it('reads a sentence that is only a name after the glue', () => {
    expect(subjectOf('Okay, so spacing.')).toEqual(stems('spacing'));
    expect(subjectOf('Now, the grogginess.')).toEqual(stems('grogginess'));
    expect(subjectOf('Functional requirements.')).toEqual(stems('functional requirements'));
  });

  it('reads the name after a hand-over, up to the end of its clause', () => {
    expect(subjectOf("Let's talk about sleep pressure, which builds all day.")).toEqual(
      stems('sleep pressure'),
    );
    expect(subjectOf('Quick one on naps, because people ask.')).toEqual(stems('naps'));
    expect(subjectOf('Anyway, back to your body clock.')).toEqual(stems('body clock'));
    expect(subjectOf('Next up is pytest, the test runner.')).toEqual(stems('pytest'));
  });

  it('reads the name after a short lead and a colon', () => {
    expect(subjectOf('Third technique: interleaving.')).toEqual(stems('interleaving'));
    expect(
      subjectOf('But first, the most useful idea here: retrieval practice, also called testing.'),
    ).toEqual(stems('retrieval practice'));
  });

  it('reads no subject from a remark, a person spoken to, a word that names nothing or a cut word', () => {
    expect(subjectOf('Caffeine works by blocking the receptors.')).toBeUndefined();
    expect(subjectOf('Okay, Mike.')).toBeUndefined();
    expect(subjectOf('So, yeah.')).toBeUndefined();
    expect(subjectOf("Let's talk about a new version of the library.")).toBeUndefined();
    expect(subjectOf("Let's talk about how it works.")).toBeUndefined();
    expect(subjectOf('So, financi-')).toBeUndefined();
    // Four title words in a run are a clause, not a name.
    expect(subjectOf("Let's talk about remote control battery design choices.")).toBeUndefined();
  });
});

describe('announcedSubjects', () => {
  it('reads the first two sentences of each topic only', () => {
    const sentences = buildSentences(
      makeTranscript([
        'Welcome back.',
        'Today is about sleep.',
        'So, caffeine.',
        'It blocks a receptor.',
        'It lasts hours.',
        'So, alcohol.',
      ]),
    );
    expect(announcedSubjects(sentences, [0, 2, 3], new Uint8Array(sentences.length))).toEqual([
      undefined,
      stems('caffeine'),
      undefined,
    ]);
  });
});
