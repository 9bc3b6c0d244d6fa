import { describe, expect, it } from 'vitest';
import { sameSponsor } from './same-sponsor';

describe('sameSponsor', () => {
  it('takes one name inside the other, as captions spell them', () => {
    expect(sameSponsor('Nord VPN', 'NordVPN')).toBe(true);
    expect(sameSponsor('Nord', 'nord vpn')).toBe(true);
  });

  it('takes a shared word of four letters or more', () => {
    expect(sameSponsor('Curiosity Stream', 'Stream')).toBe(true);
    expect(sameSponsor('Dollar Shave Club', 'Shave Club')).toBe(true);
  });

  it('keeps other sponsors apart', () => {
    expect(sameSponsor('Audible', 'Brilliant')).toBe(false);
    expect(sameSponsor('Wix', 'Squarespace')).toBe(false);
  });
});
