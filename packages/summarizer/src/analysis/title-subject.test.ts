import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeTranscript } from '../test-support/make-transcript';
import { stemWord } from '../text/stem-word';
import { announcedOption, announcedSubjects, readAnnouncedSubject } from './title-subject';

function subjectOf(line: string): string[] | undefined {
  return readAnnouncedSubject(buildSentences(makeTranscript([line]))[0]!)?.stems;
}

function formOf(line: string): string | undefined {
  return readAnnouncedSubject(buildSentences(makeTranscript([line]))[0]!)?.form;
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
    expect(subjectOf('Next up is poetry, the packaging tool.')).toEqual(stems('poetry'));
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
    // A listed verb inside makes it a clause.
    expect(subjectOf('Next up, python supports security.')).toBeUndefined();
    // Four title words in a run are a clause, not a name.
    expect(subjectOf("Let's talk about remote control battery design choices.")).toBeUndefined();
  });
});

describe('the form a subject is announced in', () => {
  it('tells a heading said aloud from a hand-over and a lone reply', () => {
    expect(formOf('Okay, so spacing.')).toBe('after glue');
    expect(formOf('Third technique: interleaving.')).toBe('after a colon');
    expect(formOf("Let's talk about sleep pressure.")).toBe('handed over');
    expect(formOf('Functional requirements.')).toBe('alone');
    // A sound before the name makes it an exclamation, not a heading.
    expect(formOf('Oh boy.')).toBe('alone');
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
    expect(
      announcedSubjects(sentences, [0, 2, 3], new Uint8Array(sentences.length)).map(
        (subject) => subject?.stems,
      ),
    ).toEqual([undefined, stems('caffeine'), undefined]);
  });

  it('reads a heading after a colon up to the fourth sentence, where a boundary fell early', () => {
    const sentences = buildSentences(
      makeTranscript([
        'Welcome back.',
        'Or let an app do it.',
        'Apps schedule the reviews.',
        'Third technique: interleaving.',
        'Mix the problems up.',
        'Or let an app do it.',
        'Apps schedule the reviews.',
        'Okay, so spacing.',
      ]),
    );
    expect(
      announcedSubjects(sentences, [0, 1, 5], new Uint8Array(sentences.length)).map(
        (subject) => subject?.stems,
      ),
    ).toEqual([undefined, stems('interleaving'), undefined]);
  });
});

describe('announcedOption', () => {
  const option = (words: string, score: number) => ({ candidate: { stems: stems(words) }, score });
  const handedOver = (words: string) => ({ stems: stems(words), form: 'handed over' as const });
  const heading = (words: string) => ({ stems: stems(words), form: 'after glue' as const });
  const said = (counts: Record<string, number>) =>
    new Map(Object.entries(counts).map(([word, count]) => [stemWord(word), { count }]));

  it('takes the announced phrase when the topic says it again and the model rates it well enough', () => {
    const options = [option('study session', 0.3), option('spacing', 0.2)];
    const counts = said({ spacing: 3, study: 3, session: 3 });
    expect(announcedOption(options, handedOver('spacing'), counts, options[0])).toBe(options[1]);
    // Rated under half the best phrase: a remark, not the subject.
    const weak = [option('study session', 0.5), option('spacing', 0.2)];
    expect(announcedOption(weak, handedOver('spacing'), counts, weak[0])).toBeUndefined();
    // Said once, in the announcement only.
    expect(announcedOption(options, handedOver('spacing'), said({ spacing: 1 }), options[0])).toBeUndefined();
  });

  it('asks less of a heading said aloud: said once, rated at 0.4 of the best', () => {
    const options = [option('studying', 0.07), option('spacing', 0.031)];
    const once = said({ spacing: 1, studying: 2 });
    expect(announcedOption(options, heading('spacing'), once, options[0])).toBe(options[1]);
    expect(announcedOption(options, handedOver('spacing'), once, options[0])).toBeUndefined();
    const weak = [option('studying', 0.1), option('spacing', 0.03)];
    expect(announcedOption(weak, heading('spacing'), once, weak[0])).toBeUndefined();
  });

  it('keeps the best phrase when it names the announced subject with its modifier', () => {
    const options = [option('django admin', 0.3), option('django', 0.25)];
    expect(announcedOption(options, handedOver('django'), said({ django: 4 }), options[0])).toBeUndefined();
  });
});
