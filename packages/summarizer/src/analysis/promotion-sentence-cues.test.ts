import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { sentenceText } from '../sentences/sentence';
import { makeAutoCaptions } from '../test-support/make-transcript';
import { readFixtureTranscript } from '../test-support/read-fixture';
import { promotionSentences } from './find-promotions';
import {
  callToAction,
  heardHandoff,
  matchesAny,
  ownProductCue,
  pitchWords,
  returnPhrase,
  selfPromotionCue,
  sponsorHandoff,
  weakSelfPromotionCue,
} from './promotion-cues';
import {
  loweredText,
  opensNewTopic,
  pitchOf,
  readSentenceCues,
  sponsorModelCues,
} from './promotion-sentence-cues';
import { anyOfPatterns, scoreTopicShiftCue } from './topic-cues';

const fixtureSentences = ['rg7Fvvl3taU.en.json3', 'auto-captions.en.vtt', 'python-bytes-216.vtt'].flatMap(
  (name) => promotionSentences(readFixtureTranscript(name)),
);

/** What the patterns alone say of a sentence: the sponsor model's cues, as it was trained on them. */
function patternsSay(
  lowered: string,
  restored: boolean,
): { handoff: boolean; cta: boolean; returning: boolean } {
  return {
    handoff: matchesAny(sponsorHandoff, lowered) || (restored && heardHandoff.test(lowered)),
    cta: matchesAny(callToAction, lowered),
    returning: matchesAny(returnPhrase, lowered),
  };
}

describe('readSentenceCues', () => {
  it('reads the lower-cased text with straight apostrophes', () => {
    const [sentence] = buildSentences({
      segments: [{ startSeconds: 0, endSeconds: 2, text: 'It\u2019s Sentry.' }],
    });
    expect(loweredText(sentence!)).toBe("it's sentry.");
    expect(readSentenceCues(sentence!).lowered).toBe("it's sentry.");
  });

  it("gives the sponsor model the patterns' own cues, where the rules' prefilter reads none", () => {
    for (const sentence of fixtureSentences) {
      const cue = readSentenceCues(sentence);
      expect(sponsorModelCues(cue, sentence)).toEqual(patternsSay(cue.lowered, sentence.restored));
    }
    // Wordings the model's patterns match and the rules' prefilter lets through to none of the rule cues.
    const missed = buildSentences(
      makeAutoCaptions([
        'we teamed up with nord for this one',
        'head over to nord vpn comm slash gus',
        'just type expressvpn dot-com into your browser',
        'the address is our-.com right there',
      ]),
      'rules',
    );
    expect(missed.length).toBeGreaterThan(0);
    let modelOnly = 0;
    for (const sentence of missed) {
      const cue = readSentenceCues(sentence);
      const said = patternsSay(cue.lowered, sentence.restored);
      expect(sponsorModelCues(cue, sentence)).toEqual(said);
      if (!cue.handoff && !cue.cta && (said.handoff || said.cta)) modelOnly++;
    }
    expect(modelOnly).toBeGreaterThan(0);
  });

  it("lets the show's own channels through the prefilter to the self-promotion cue", () => {
    const sentences = buildSentences({
      segments: [
        "And if you'd like to join the show, we do post it live, usually Tuesday mornings.",
        'You can reach us on the socials.',
        'Please connect with us on Mastodon.',
        'Sign up to be part of the mailing list.',
      ].map((text, k) => ({ startSeconds: k * 5, endSeconds: k * 5 + 4, text })),
    });
    expect(sentences).toHaveLength(4);
    for (const sentence of sentences) expect(readSentenceCues(sentence).self).toBe(true);
  });

  it('counts the pitch words of a sentence when first asked, as the count read up front did', () => {
    let pitched = 0;
    for (const sentence of fixtureSentences) {
      const cue = readSentenceCues(sentence);
      expect(cue.pitch).toBeUndefined();
      const expected = sentence.words.filter((word) => pitchWords.has(word.normalized)).length;
      expect(pitchOf(cue)).toBe(expected);
      expect(cue.pitch).toBe(expected);
      if (expected > 0) pitched++;
    }
    expect(pitched).toBeGreaterThan(10);
  });

  it('reads an announced change of topic from the opening words, once', () => {
    for (const sentence of fixtureSentences.slice(0, 400)) {
      const cue = readSentenceCues(sentence);
      const expected = scoreTopicShiftCue(cue.lowered.slice(0, 100)) >= 1;
      expect(opensNewTopic(cue)).toBe(expected);
      expect(cue.newTopic).toBe(expected);
    }
    expect(sentenceText(fixtureSentences[0]!).toLowerCase()).toBe(
      readSentenceCues(fixtureSentences[0]!).lowered,
    );
  });
});

describe('the cue lists', () => {
  it('hears "check it out" said to the viewer as a call to action, and not the video saying what it does next', () => {
    for (const call of [
      'you can check it out at the link below',
      'if you want to check them out there is a link in the description',
      'be sure to check it out',
      'go check them out',
    ])
      expect(matchesAny(callToAction, call)).toBe(true);
    for (const talk of [
      "so let's check it out",
      'so naturally i was curious to check it out in person',
      "i'm going to check it out now",
      "we'll check it out after the break",
    ])
      expect(matchesAny(callToAction, talk)).toBe(false);
  });

  const lists = [
    sponsorHandoff,
    selfPromotionCue,
    ownProductCue,
    weakSelfPromotionCue,
    callToAction,
    returnPhrase,
  ];

  it('have no flags or backreferences, so one alternation of a list answers as the list does', () => {
    for (const pattern of lists.flat()) {
      expect(pattern.flags).toBe('');
      expect(pattern.source).not.toMatch(/\\[1-9]|\\k</);
    }
    let matched = 0;
    for (const sentence of fixtureSentences) {
      const lowered = loweredText(sentence);
      for (const list of lists) {
        const answer = matchesAny(list, lowered);
        expect(anyOfPatterns(list).test(lowered)).toBe(answer);
        if (answer) matched++;
      }
    }
    expect(matched).toBeGreaterThan(10);
  });
});
