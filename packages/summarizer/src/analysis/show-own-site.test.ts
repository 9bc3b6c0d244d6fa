import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeTranscript } from '../test-support/make-transcript';
import { makePromotion } from './make-promotion';
import { readSentenceCues } from './promotion-sentence-cues';
import { ownSiteAsSelfPromotion } from './show-own-site';

/** The kind and sponsor a read of `lines[line]` named `name` ends up with. */
function judge(lines: string[], line: number, name: string | undefined): { kind: string; sponsor?: string } {
  const sentences = buildSentences(makeTranscript(lines));
  const cues = sentences.map(readSentenceCues);
  const at = sentences.findIndex((sentence) => sentence.words[0]!.text === lines[line]!.split(' ')[0]);
  const read = makePromotion(sentences, cues, at, at, 'sponsor', name);
  // Each case's read gives an address: the judgement is about whose it is.
  expect(read.url).toBeDefined();
  const [judged] = ownSiteAsSelfPromotion([read], sentences, cues);
  return { kind: judged!.kind, ...(judged!.sponsor ? { sponsor: judged!.sponsor } : {}) };
}

const welcome = 'Hello and welcome to Data Talk, where we talk data every week.';
const talk = 'Fixtures let you share setup code between many tests.';

describe("ownSiteAsSelfPromotion: a read that only sends listeners to the show's own site", () => {
  it('is the show promoting itself, named or not', () => {
    expect(judge([welcome, talk, 'You can join us live by going to datatalk.fm/live.'], 2, 'Live')).toEqual({
      kind: 'selfPromotion',
    });
    expect(judge([welcome, talk, 'Just visit datatalk.fm and click on newsletter.'], 2, 'Datatalk')).toEqual({
      kind: 'selfPromotion',
    });
    expect(judge([welcome, talk, 'Just visit datatalk.fm and click on newsletter.'], 2, undefined).kind).toBe(
      'selfPromotion',
    );
  });

  it("stays a sponsor's read when the episode says the path is a sponsor, or the read hands off", () => {
    const linode = [
      welcome,
      "Another cool thing is Linode, and they're sponsoring this episode.",
      talk,
      'You can find all the details at datatalk.fm/linode.',
    ];
    expect(judge(linode, 3, 'Linode')).toEqual({ kind: 'sponsor', sponsor: 'Linode' });
    expect(judge(linode, 3, undefined).kind).toBe('sponsor');
    const handoff = [welcome, talk, 'This episode is brought to you by Sentry, so visit datatalk.fm/sentry.'];
    expect(judge(handoff, 2, 'Sentry')).toEqual({ kind: 'sponsor', sponsor: 'Sentry' });
  });

  it("leaves a read alone when the address is another site's, or the episode welcomes no one", () => {
    expect(judge([welcome, talk, 'Go to brightwave.com/live for a free trial.'], 2, 'Brightwave').kind).toBe(
      'sponsor',
    );
    expect(judge([talk, talk, 'You can join us live by going to datatalk.fm/live.'], 2, 'Live').kind).toBe(
      'sponsor',
    );
  });
});
