import { describe, expect, it } from 'vitest';
import type { DetectedPromotion } from './detect-promotions';
import { titleSponsorReads } from './title-sponsor-reads';

function read(startSeconds: number, endSeconds: number, sponsor?: string): DetectedPromotion {
  return {
    text: 'This episode is brought to you by someone.',
    startSeconds,
    endSeconds,
    kind: 'sponsor',
    firstSentence: 0,
    lastSentence: 0,
    ...(sponsor ? { sponsor } : {}),
  };
}

describe('titleSponsorReads', () => {
  // The titler found nothing to name the third topic by: the read's words are not its to read.
  const titles = ['Intro', 'Notebooks', undefined, 'Testing', 'Outro'];
  const starts = [0, 60, 300, 360, 600];

  it('titles a topic that is mostly a named read with its sponsor', () => {
    // The read covers 50 of the third topic's 60 s.
    expect(titleSponsorReads(titles, starts, 660, [read(305, 355, 'Sentry')])).toEqual([
      'Intro',
      'Notebooks',
      'Sponsor: Sentry',
      'Testing',
      'Outro',
    ]);
  });

  it('leaves a topic the read only touches, an unnamed read and a self-promotion alone', () => {
    const selfPromotion = { ...read(600, 650, 'Patreon'), kind: 'selfPromotion' as const };
    const promotions = [read(70, 120, 'Sentry'), read(300, 360), selfPromotion];
    expect(titleSponsorReads(titles, starts, 660, promotions)).toEqual(titles);
  });

  it('calls an opening that is mostly a read, named or not, the intro', () => {
    const opening = ['Gif', 'Notebooks', 'Testing'];
    expect(titleSponsorReads(opening, [0, 60, 300], 400, [read(5, 55, 'Newegg')])[0]).toBe('Intro');
    expect(titleSponsorReads(opening, [0, 60, 300], 400, [read(0, 40)])[0]).toBe('Intro');
    // A sponsor's mention and the show's own plugs after it: promotions of any kind, most of the opening.
    const plugs = { ...read(20, 45), kind: 'selfPromotion' as const };
    expect(titleSponsorReads(opening, [0, 60, 300], 400, [read(5, 15, 'Sentry'), plugs])[0]).toBe('Intro');
    expect(titleSponsorReads(opening, [0, 60, 300], 400, [plugs])[0]).toBe('Gif');
    // An opening the read only touches keeps its title, and so does one the titler already calls the introduction.
    expect(titleSponsorReads(opening, [0, 60, 300], 400, [read(40, 70, 'Newegg')])[0]).toBe('Gif');
    expect(titleSponsorReads(['Introduction', 'Notebooks'], [0, 60], 400, [read(0, 50, 'Newegg')])[0]).toBe(
      'Introduction',
    );
  });

  it("never gives two topics one title: a second read of the same sponsor keeps the titler's", () => {
    const promotions = [read(300, 360, 'Sentry'), read(600, 660, 'Sentry')];
    expect(titleSponsorReads(titles, starts, 660, promotions)).toEqual([
      'Intro',
      'Notebooks',
      'Sponsor: Sentry',
      'Testing',
      'Outro',
    ]);
  });
});
