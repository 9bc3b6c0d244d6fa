import type { Promotion } from '@podbite/contract';
import { describe, expect, it } from 'vitest';
import { groupPromotions } from './group-promotions';

function read(startSeconds: number, endSeconds: number, sponsor: string | null, text: string): Promotion {
  return {
    text,
    startSeconds,
    endSeconds,
    timestamp: `0:${String(startSeconds).padStart(2, '0')}`,
    kind: sponsor === 'self' ? 'selfPromotion' : 'sponsor',
    sponsor: sponsor === 'self' ? null : sponsor,
    offer: null,
    code: null,
    url: null,
    link: `https://www.youtube.com/watch?v=x&t=${startSeconds}s`,
  };
}

describe('groupPromotions', () => {
  it('shows a sponsor named twice as one card with both reads, worded by the longer read, named in full', () => {
    const cards = groupPromotions([
      read(400, 470, 'NordVPN', 'Sponsored by NordVPN: go to nordvpn.com/garden for 70% off.'),
      read(2, 8, 'Nord', 'Sponsored by Nord: this video is sponsored by nord.'),
    ]);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.sponsor).toBe('NordVPN');
    expect(cards[0]!.text).toBe('Sponsored by NordVPN: go to nordvpn.com/garden for 70% off.');
    expect(cards[0]!.reads.map((one) => one.startSeconds)).toEqual([2, 400]);
  });

  it("shows the longest read's offer, code and address, and fills a gap from another read", () => {
    const mention = {
      ...read(2, 8, 'Nord', 'Sponsored by Nord: this video is sponsored by nord.'),
      code: 'GARDEN',
    };
    const pitch = {
      ...read(400, 470, 'NordVPN', 'Sponsored by NordVPN: go to nordvpn.com/garden for 70% off.'),
      offer: '70% off',
      url: 'nordvpn.com/garden',
    };
    const outro = { ...read(900, 905, 'NordVPN', 'Sponsored by NordVPN: thanks again.'), offer: 'a deal' };
    const [card] = groupPromotions([mention, pitch, outro]);
    expect([card!.offer, card!.code, card!.url]).toEqual(['70% off', 'GARDEN', 'nordvpn.com/garden']);
    expect(groupPromotions([read(10, 20, 'Acme', 'Sponsored by Acme: thanks.')])[0]).toMatchObject({
      offer: null,
      code: null,
      url: null,
    });
  });

  it('keeps other sponsors, unnamed reads and self-promotion as cards of their own, in episode order', () => {
    const cards = groupPromotions([
      read(900, 930, 'self', 'Join the channel membership.'),
      read(300, 360, 'Skillshare', 'Sponsored by Skillshare: the first 1,000 get a free trial.'),
      read(10, 20, 'Squarespace', 'Sponsored by Squarespace: this video is sponsored by Squarespace.'),
      read(600, 640, null, 'Go to the link in the description for 20% off.'),
      read(700, 720, 'Ex', 'Sponsored by Ex: check out ex.'),
      read(800, 860, 'ExpressVPN', 'Sponsored by ExpressVPN: get three months free.'),
    ]);
    expect(cards.map((card) => [card.kind, card.sponsor, card.reads.length])).toEqual([
      ['sponsor', 'Squarespace', 1],
      ['sponsor', 'Skillshare', 1],
      ['sponsor', null, 1],
      ['sponsor', 'Ex', 1],
      ['sponsor', 'ExpressVPN', 1],
      ['selfPromotion', null, 1],
    ]);
  });

  it('matches the ways captions spell one name, against every name already on the card', () => {
    const cards = groupPromotions([
      read(5, 9, 'Skill Share', 'Sponsored by Skill Share: this video is sponsored by skill share.'),
      read(300, 360, 'Skillshare', 'Sponsored by Skillshare: the first 1,000 get a free trial.'),
      read(20, 30, 'nord vpn', 'Sponsored by nord vpn: more at the end.'),
      read(600, 650, 'Nord', 'Sponsored by Nord: go to nordvpn.com/garden for the deal today.'),
      read(700, 710, 'NordVPN', 'Sponsored by NordVPN: thanks again.'),
    ]);
    expect(cards.map((card) => [card.sponsor, card.reads.map((one) => one.startSeconds)])).toEqual([
      ['Skillshare', [5, 300]],
      ['NordVPN', [20, 600, 700]],
    ]);
    expect(cards[0]!.text).toBe('Sponsored by Skillshare: the first 1,000 get a free trial.');
  });

  it('never joins a name that only begins another: Square is not Squarespace, Magic not Magic Spoon', () => {
    const cards = groupPromotions([
      read(10, 40, 'Square', 'Sponsored by Square: take payments anywhere.'),
      read(100, 120, 'square space', 'Sponsored by square space: build your site.'),
      read(500, 560, 'Squarespace', 'Sponsored by Squarespace: build your site today.'),
      read(600, 620, 'Magic', 'Sponsored by Magic: see the link.'),
      read(700, 760, 'Magic Spoon', 'Sponsored by Magic Spoon: cereal.'),
      read(800, 860, 'Magic Mind', 'Sponsored by Magic Mind: a shot.'),
    ]);
    expect(cards.map((card) => [card.sponsor, card.reads.length])).toEqual([
      ['Square', 1],
      ['Squarespace', 2],
      ['Magic', 1],
      ['Magic Spoon', 1],
      ['Magic Mind', 1],
    ]);
  });
});
