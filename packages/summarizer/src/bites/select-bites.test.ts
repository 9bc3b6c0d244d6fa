import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import type { Sentence } from '../sentences/sentence';
import { makeTranscript } from '../test-support/make-transcript';
import { breadLines, gardeningLines } from '../test-support/sample-lines';
import { selectBites } from './select-bites';
import { describeSentence } from './sentence-features';

// The third line is the quotable one the tests move the edges of.
const lines = [
  ...gardeningLines.slice(0, 2),
  'The best gardeners never water the leaves, because wet leaves invite disease.',
  ...gardeningLines.slice(3),
  ...breadLines,
];
const line = 2;

/** The lines as restored sentences (as from auto-captions), the quotable one with the given edges and text. */
function quotesWith(edgeConfidence: { start: number; end: number }, quotable = lines[line]!): string[] {
  const withQuotable = lines.map((text, k) => (k === line ? quotable : text));
  const sentences = buildSentences(makeTranscript(withQuotable)).map((sentence): Sentence => ({
    ...sentence,
    restored: true,
    edgeConfidence: { start: 0.95, end: 0.95 },
  }));
  sentences[line]!.edgeConfidence = edgeConfidence;
  // The other lines are more central: the takeaways take them, which leaves the quotable line to the quotes.
  const candidates = sentences.map((sentence, k) =>
    k === line ? describeSentence(sentence, 0, 0.3, 0.1) : describeSentence(sentence, 0, 0.8, 0.8),
  );
  const duration = sentences[sentences.length - 1]!.endSeconds;
  return selectBites(candidates, [{ seconds: duration, ownTalkSeconds: duration }], duration)
    .filter((bite) => bite.type === 'quote')
    .map((bite) => bite.sentence.text);
}

/** The action items of the lines as restored sentences, one line of advice with the given start confidence. */
function actionItemsWith(advice: string, start: number): string[] {
  const sentences = buildSentences(makeTranscript([...gardeningLines, advice, ...breadLines])).map(
    (sentence): Sentence => ({ ...sentence, restored: true, edgeConfidence: { start: 0.95, end: 0.95 } }),
  );
  const k = gardeningLines.length;
  sentences[k]!.edgeConfidence = { start, end: 0.95 };
  const duration = sentences[sentences.length - 1]!.endSeconds;
  const candidates = sentences.map((sentence) => describeSentence(sentence, 0, 0.5, 0.5));
  return selectBites(candidates, [{ seconds: duration, ownTalkSeconds: duration }], duration)
    .filter((bite) => bite.type === 'actionItem')
    .map((bite) => bite.sentence.text);
}

describe('action items from restored sentences', () => {
  const imperative = 'Use a soaker hose on the tomato beds so the leaves stay dry all summer.';
  const worded = 'I recommend a soaker hose on the tomato beds so the leaves stay dry all summer.';

  it('takes a bare imperative only when the restorer is sure where it starts', () => {
    expect(actionItemsWith(imperative, 0.9)).toContain(imperative);
    // Started a clause late, "use" may end the sentence before: "...the tools we use".
    expect(actionItemsWith(imperative, 0.4)).not.toContain(imperative);
  });

  it('takes advice its words say is advice, wherever its start falls', () => {
    expect(actionItemsWith(worded, 0.4)).toContain(worded);
  });
});

describe('selectBites on restored sentences', () => {
  it('quotes a line with conviction when the restorer is sure of both its edges', () => {
    expect(quotesWith({ start: 0.9, end: 0.95 })).toContain(lines[line]);
  });

  it('falls back to a plain central line for a quote only in punctuated text', () => {
    const quotesOfPlainLines = (restored: boolean): number[] => {
      const sentences = buildSentences(makeTranscript([...gardeningLines, ...breadLines])).map(
        (sentence): Sentence => ({ ...sentence, restored, edgeConfidence: { start: 0.95, end: 0.95 } }),
      );
      const duration = sentences[sentences.length - 1]!.endSeconds;
      const candidates = sentences.map((sentence) => describeSentence(sentence, 0, 0.5, 0.5));
      return selectBites(candidates, [{ seconds: duration, ownTalkSeconds: duration }], duration)
        .filter((bite) => bite.type === 'quote')
        .map((bite) => bite.sentence.memorability);
    };
    // The sample lines are plain: the punctuated episode still gets a quote, the captions none.
    expect(quotesOfPlainLines(false)).toEqual([0]);
    expect(quotesOfPlainLines(true)).toEqual([]);
  });

  it('does not quote it when its start is unsure (it may open mid-clause)', () => {
    expect(quotesWith({ start: 0.4, end: 0.95 })).not.toContain(lines[line]);
  });
});

describe('selectBites quotes only lines that stand on their own', () => {
  const sure = { start: 0.95, end: 0.95 };
  it.each([
    // A pronoun left dangling behind a hedge.
    'I think it is the best way to keep the leaves of a tomato plant healthy.',
    'I feel like that is the next great frontier for every serious home gardener.',
    // A subordinate clause or a linking phrase with no main clause of its own.
    'Unless they have some really amazing watering gear for the best tomato plants.',
    'On the other hand, wet gardens are never a good place for healthy tomato leaves.',
    // Trailing off, or cut in on.
    'The best gardeners never water the leaves, because the wet leaves always...',
    'The best gardeners never water the leaves -- the wet leaves always invite disease.',
    // Ending on a word no finished sentence ends on.
    'The best gardeners never water the leaves, because wet leaves invite the.',
    // Part of a longer reported quotation.
    'The best gardeners told me "never water the leaves, because wet leaves invite disease.',
    // A plug: it gives a web address.
    'The best gardeners never water the leaves, thanks to gardenstore.com and its drip hoses.',
    // A reply that is not a sentence, a contrast with what came before, a statement that lost its subject.
    'Not a great gardener, but my neighbour grows the best tomato plants on the whole street.',
    'Not the leaves, but the roots of the tomato plants are where the water should always go.',
    'Whereas everyone else is more like trying to water the leaves, and getting poor tomatoes.',
    "Couldn't believe how the best gardeners never water the leaves of a tomato plant.",
    'Never owned a drip hose, but the best gardeners never water the leaves of a tomato plant.',
    // Session 28: a verb or a hedge with no subject of its own.
    'Is that the best gardeners never water the leaves, because wet leaves invite disease.',
    'Went ahead and watered the leaves, which the best gardeners never do to a tomato plant.',
    'Kind of a serious topic, but the best gardeners never water the leaves of a tomato plant.',
    'Could have told you that the best gardeners never water the leaves of a tomato plant.',
    'Ran off with the hose, because the best gardeners never water the leaves of a tomato plant.',
  ])('does not quote: %s', (quotable) => {
    expect(quotesWith(sure, quotable)).not.toContain(quotable);
  });

  it.each([
    'The best gardeners never water the leaves, because wet leaves invite disease --',
    // As the sentence restorer closes an auto-caption's dash.
    'The best gardeners never water the leaves, because wet leaves invite disease -.',
  ])('does not quote a line that broke off on a dash, once cleaning has closed it: %s', (brokenOff) => {
    const opening = 'The best gardeners never water the leaves, because wet leaves invite disease';
    expect(quotesWith(sure, brokenOff).filter((quote) => quote.startsWith(opening))).toEqual([]);
  });

  it.each([
    'The best gardeners never water the leaves, because the wet leaves invite disease.',
    // A hedge whose "that" only joins the clause; a subordinate clause with its main clause.
    'I think that the best gardeners will never water the leaves of a tomato plant.',
    'Although it takes longer, the best gardeners never water the leaves of a tomato plant.',
    // "Not every..." opens a whole sentence.
    'Not every gardener knows that the best gardeners never water the leaves of a tomato plant.',
  ])('quotes the same kind of line when it is whole: %s', (whole) => {
    expect(quotesWith(sure, whole)).toContain(whole);
  });
});

describe('selectBites overview', () => {
  it('opens no topic that is mostly a promotion: what is left of it is the talk around the read', () => {
    const sentences = buildSentences(makeTranscript([...gardeningLines, ...breadLines]));
    const breadStart = gardeningLines.length;
    const candidates = sentences.map((sentence) =>
      describeSentence(sentence, sentence.index < breadStart ? 0 : 1, 0.6, 0.6),
    );
    const duration = sentences[sentences.length - 1]!.endSeconds;
    const gardening = sentences[breadStart]!.startSeconds;
    const overviewTopics = (breadOwnTalk: number): number[] =>
      selectBites(
        candidates,
        [
          { seconds: gardening, ownTalkSeconds: gardening },
          { seconds: duration - gardening, ownTalkSeconds: breadOwnTalk * (duration - gardening) },
        ],
        duration,
      )
        .filter((bite) => bite.type === 'overview')
        .map((bite) => bite.sentence.topic);
    expect(overviewTopics(1)).toContain(1);
    // A sponsor read takes 60% of the bread topic's time.
    expect(overviewTopics(0.4)).not.toContain(1);
  });
});

describe('selectBites takeaways from a topic that is mostly a promotion', () => {
  it('takes them from the other topics while those have any', () => {
    const sentences = buildSentences(makeTranscript([...gardeningLines, ...breadLines]));
    const breadStart = gardeningLines.length;
    const candidates = sentences.map((sentence) =>
      describeSentence(sentence, sentence.index < breadStart ? 0 : 1, 0.6, 0.6),
    );
    const duration = sentences[sentences.length - 1]!.endSeconds;
    const gardening = sentences[breadStart]!.startSeconds;
    const takeawayTopics = (breadOwnTalk: number): number[] =>
      selectBites(
        candidates,
        [
          { seconds: gardening, ownTalkSeconds: gardening },
          { seconds: duration - gardening, ownTalkSeconds: breadOwnTalk * (duration - gardening) },
        ],
        duration,
      )
        .filter((bite) => bite.type === 'keyTakeaway')
        .map((bite) => bite.sentence.topic);
    const whole = takeawayTopics(1);
    expect(whole).toContain(1);
    // A sponsor read takes 60% of the bread topic's time: the gardening topic gives as many takeaways.
    const mostlyRead = takeawayTopics(0.4);
    expect(mostlyRead).not.toContain(1);
    expect(mostlyRead).toHaveLength(whole.length);
  });
});

describe('selectBites takeaways and quotes', () => {
  it('takes no sentence that puts its point off to later', () => {
    const promise = "Tomato plants are the magic crop of the garden, and I'll explain why in a moment.";
    const plain = 'Tomato plants are the magic crop of the garden, and every gardener grows them.';
    const takeawaysWith = (line: string): string[] => {
      const sentences = buildSentences(makeTranscript([...gardeningLines, line, ...breadLines]));
      const k = gardeningLines.length;
      // The first line is the most central (the overview takes it), the line the next most.
      const centrality = (index: number): number => (index === 0 ? 0.95 : index === k ? 0.7 : 0.3);
      const candidates = sentences.map((sentence) =>
        describeSentence(sentence, 0, centrality(sentence.index), centrality(sentence.index)),
      );
      const duration = sentences[sentences.length - 1]!.endSeconds;
      return selectBites(candidates, [{ seconds: duration, ownTalkSeconds: duration }], duration)
        .filter((bite) => bite.type === 'keyTakeaway' || bite.type === 'quote')
        .map((bite) => bite.sentence.text);
    };
    expect(takeawaysWith(plain)).toContain(plain);
    expect(takeawaysWith(promise)).not.toContain(promise);
  });
});
