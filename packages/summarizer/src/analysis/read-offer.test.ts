import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeAutoCaptions } from '../test-support/make-transcript';
import { talk } from '../test-support/promotion-talk';
import { detectPromotions } from './detect-promotions';
import type { SentenceCues } from './promotion-sentence-cues';
import { readOffer } from './read-offer';

describe('readOffer: offer, code and address (through detectPromotions)', () => {
  it('hears a passive hand-off and an address as auto-captions spell it', () => {
    const transcript = makeAutoCaptions([
      ...talk,
      "let's play is sponsored by expressvpn",
      'expressvpn keeps hackers away from your financial details',
      'secure your data at expressvpn dot-com slash drew',
      ...talk,
    ]);
    const promotion = detectPromotions(buildSentences(transcript)).find((p) => p.kind === 'sponsor');
    expect(promotion).toMatchObject({ sponsor: 'Expressvpn', url: 'expressvpn.com/drew' });
  });

  it('gives the address that names the sponsor, not another the read mentions first', () => {
    const transcript = makeAutoCaptions([
      ...talk,
      "let's play is sponsored by expressvpn",
      'unlike the free download at example dot org expressvpn keeps hackers away from your details',
      'secure your data at expressvpn dot-com slash drew',
      ...talk,
    ]);
    const promotion = detectPromotions(buildSentences(transcript)).find((p) => p.kind === 'sponsor');
    expect(promotion).toMatchObject({ sponsor: 'Expressvpn', url: 'expressvpn.com/drew' });
  });

  it('reads an offer that auto-captions cut in two, and without its "percent"', () => {
    const transcript = makeAutoCaptions(
      [
        ...talk,
        'this video is sponsored by squarespace',
        'go to squarespace dot com slash kevin to get 10',
        'off your first purchase of a website or domain',
        ...talk,
      ],
      1.6,
    );
    const sentences = buildSentences(transcript);
    const promotion = detectPromotions(sentences).find((p) => p.kind === 'sponsor');
    expect(promotion).toMatchObject({ offer: '10 off your first purchase', url: 'squarespace.com/kevin' });
  });
});

describe('readOffer', () => {
  const cuesOf = (...lowered: string[]) => lowered.map((text) => ({ lowered: text }) as SentenceCues);

  it('gives the address that names the sponsor, the code in capitals and the offer', () => {
    const cues = cuesOf(
      'see python.org for the docs',
      'go to pythonbytes.fm/scout and use code bytes20 for 20 percent off your first month',
    );
    expect(readOffer(cues, 0, 1, 'Scout APM')).toEqual({
      url: 'pythonbytes.fm/scout',
      code: 'BYTES20',
      offer: '20 percent off your first month',
    });
  });

  it('takes "code at checkout" for no code', () => {
    expect(readOffer(cuesOf('use code at checkout'), 0, 0, undefined).code).toBeUndefined();
  });
});
