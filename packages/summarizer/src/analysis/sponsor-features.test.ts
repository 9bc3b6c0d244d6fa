import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { readFixtureTranscript } from '../test-support/read-fixture';
import { neighboursOf } from './find-model-reads';
import { promotionSentences } from './find-promotions';
import { readSentenceCues, sponsorModelCues } from './promotion-sentence-cues';
import {
  scoreSponsorSentence,
  sponsorEpisodeScorer,
  sponsorFeatures,
  sponsorWeights,
  type SponsorModel,
} from './sponsor-features';
import committed from './sponsor-model.json';

const committedModel = committed as SponsorModel;

describe('sponsorEpisodeScorer', () => {
  it('gives exactly what scoreSponsorSentence gives for sponsorFeatures, on auto-captions and punctuated talk', () => {
    for (const name of ['rg7Fvvl3taU.en.json3', 'python-bytes-216.vtt']) {
      const sentences = promotionSentences(readFixtureTranscript(name));
      const duration = sentences[sentences.length - 1]!.endSeconds;
      const scorer = sponsorEpisodeScorer(sponsorWeights(committedModel), duration);
      const withCues = sponsorEpisodeScorer(sponsorWeights(committedModel), duration);
      sentences.forEach((sentence, i) => {
        const cue = readSentenceCues(sentence);
        const neighbours = neighboursOf(sentences, i, committedModel.neighbourWords);
        const expected = scoreSponsorSentence(
          committedModel,
          sponsorFeatures(sentence, cue.lowered, duration, neighbours),
        );
        expect(scorer.score(sentence, cue.lowered, neighbours)).toBe(expected);
        expect(withCues.score(sentence, cue.lowered, neighbours, sponsorModelCues(cue, sentence))).toBe(
          expected,
        );
      });
    }
  });

  it('counts a word two neighbours share once, and finds pairs by both words', () => {
    const model: SponsorModel = {
      bias: 0.5,
      weights: {
        'n:code': 1,
        'n:free': 0.25,
        'w:use': 0.5,
        'b:use code': 2,
        'pos:0': 0.125,
        'pos:first90s': 1,
      },
    };
    const sentences = buildSentences({
      segments: [
        { startSeconds: 0, endSeconds: 3, text: 'Free code here.' },
        { startSeconds: 3, endSeconds: 6, text: 'Use code now.' },
        { startSeconds: 6, endSeconds: 9, text: 'Code, code, free!' },
      ],
    });
    const scorer = sponsorEpisodeScorer(sponsorWeights(model), 100);
    const middle = sentences[1]!;
    const neighbours = neighboursOf(sentences, 1);
    const features = sponsorFeatures(middle, 'use code now.', 100, neighbours);
    expect(scorer.score(middle, 'use code now.', neighbours)).toBe(scoreSponsorSentence(model, features));
    // n:free and n:code once each, w:use, b:use code, pos:0, pos:first90s.
    expect(scorer.score(middle, 'use code now.', neighbours)).toBe(
      1 / (1 + Math.exp(-(0.5 + 0.25 + 1 + 0.5 + 2 + 0.125 + 1))),
    );
  });
});
