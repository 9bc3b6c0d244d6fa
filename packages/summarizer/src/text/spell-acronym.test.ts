import { describe, expect, it } from 'vitest';
import { spellAcronym } from './spell-acronym';

describe('spellAcronym', () => {
  it('writes an acronym heard in small letters as it is written', () => {
    expect(spellAcronym('usb')).toBe('USB');
    expect(spellAcronym('ps5')).toBe('PS5');
    expect(spellAcronym('ios')).toBe('iOS');
    expect(spellAcronym('wifi')).toBe('Wi-Fi');
  });

  it('leaves words alone, and acronyms that are also words', () => {
    expect(spellAcronym('bread')).toBe('bread');
    expect(spellAcronym('us')).toBe('us');
    expect(spellAcronym('it')).toBe('it');
    expect(spellAcronym('USB')).toBe('USB');
  });
});
