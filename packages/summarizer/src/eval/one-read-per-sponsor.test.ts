import { describe, expect, it } from 'vitest';
import type { DetectedPromotion } from '../analysis/detect-promotions';
import { keepFullestReadPerSponsor, sameSponsorName } from './one-read-per-sponsor';

function read(
  startSeconds: number,
  endSeconds: number,
  sponsor: string,
  said: Partial<DetectedPromotion> = {},
) {
  return {
    text: `${sponsor} read`,
    startSeconds,
    endSeconds,
    kind: 'sponsor',
    sponsor,
    firstSentence: 0,
    lastSentence: 0,
    ...said,
  } as DetectedPromotion;
}

describe('sameSponsorName', () => {
  it('groups the spellings lower-case captions give one sponsor', () => {
    expect(sameSponsorName('Nord', 'NordVPN')).toBe(true);
    expect(sameSponsorName('Nord VPN', 'nordvpn')).toBe(true);
    expect(sameSponsorName('Skill Share', 'Skillshare')).toBe(true);
  });

  it('keeps apart names that only share a short piece', () => {
    expect(sameSponsorName('Ex', 'ExpressVPN')).toBe(false);
    expect(sameSponsorName('Audible', 'Brilliant')).toBe(false);
  });
});

describe('keepFullestReadPerSponsor', () => {
  it('keeps the read with the address and offer, not the opening mention', () => {
    const mention = read(0, 10, 'Skillshare');
    const full = read(285, 337, 'Skill Share', { url: 'skillshare.com/x', offer: '2 months free' });
    const other = read(600, 640, 'Audible');
    expect(keepFullestReadPerSponsor([mention, full, other])).toEqual([full, other]);
  });

  it('takes the longer read when neither says an offer, code or address', () => {
    const short = read(0, 10, 'Oculus');
    const long = read(500, 560, 'Oculus');
    expect(keepFullestReadPerSponsor([short, long])).toEqual([long]);
  });

  it('leaves self-promotion and a single read alone', () => {
    const self = { ...read(900, 920, 'Patreon'), kind: 'selfPromotion' } as DetectedPromotion;
    const only = read(100, 150, 'Squarespace');
    expect(keepFullestReadPerSponsor([only, self])).toEqual([only, self]);
  });
});
