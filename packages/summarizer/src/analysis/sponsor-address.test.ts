import { describe, expect, it } from 'vitest';
import {
  addressIn,
  addressNames,
  brandOfAddress,
  capitalizeFirstCharacter,
  domainOf,
  heardUrl,
  nameOfAddressPath,
} from './sponsor-address';

describe('addressIn', () => {
  it('reads a written address and one as auto-captions hear it', () => {
    expect(addressIn('go to nordvpn.com/gus now', undefined)).toBe('nordvpn.com/gus');
    expect(addressIn('go to nord vpn comm slash gus', 'NordVPN')).toBe('nordvpn.com/gus');
  });
});

describe('heardUrl', () => {
  it('needs a path or a spelt "dot": "calm" alone is a word', () => {
    expect(heardUrl('squarespace calm slash rogue', undefined)).toBe('squarespace.com/rogue');
    expect(heardUrl('expressvpn dot-com', undefined)).toBe('expressvpn.com');
    expect(heardUrl('i stayed calm', undefined)).toBeUndefined();
  });
});

describe('addressNames', () => {
  it("finds a word of the sponsor's name in the address", () => {
    expect(addressNames('fm.com/scout', 'Scout APM')).toBe(true);
    expect(addressNames('python.org', 'Scout APM')).toBe(false);
    expect(addressNames('python.org', undefined)).toBe(false);
  });
});

describe('brandOfAddress', () => {
  it("names the site, not a platform's", () => {
    expect(brandOfAddress('brilliant.org/numberphile')).toBe('Brilliant');
    expect(domainOf('youtube.com/channel', 3)).toBeUndefined();
    expect(brandOfAddress('patreon.com/me')).toBeUndefined();
  });
});

describe('capitalizeFirstCharacter', () => {
  it('upper-cases the first character only, not a letter behind a quotation mark', () => {
    expect(capitalizeFirstCharacter('freshbooks')).toBe('Freshbooks');
    expect(capitalizeFirstCharacter('1password')).toBe('1password');
    expect(capitalizeFirstCharacter('"freshbooks')).toBe('"freshbooks');
  });
});

describe('nameOfAddressPath', () => {
  it('names the words a path spells when the read says them twice outside the address', () => {
    const read = [
      'the founders hub is open to all',
      'founders hub gives you credits',
      'visit datatalk.fm/foundershub',
    ];
    expect(nameOfAddressPath('datatalk.fm/foundershub', read)).toBe('Founders Hub');
    expect(nameOfAddressPath('datatalk.fm/foundershub', read.slice(1))).toBeUndefined();
    expect(nameOfAddressPath('datatalk.fm', read)).toBeUndefined();
  });
});
