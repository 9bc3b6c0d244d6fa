import { describe, expect, it } from 'vitest';
import { spellAcronym, spellAcronymInSentence } from './spell-acronym';

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

  it('in a sentence, spells only the acronyms that are never words', () => {
    expect(spellAcronymInSentence('usb')).toBe('USB');
    expect(spellAcronymInSentence('nasa')).toBe('NASA');
    expect(spellAcronymInSentence('ios')).toBe('iOS');
    // "She led the team"; "Wi-Fi" would change the word a quote is found by.
    expect(spellAcronymInSentence('led')).toBe('led');
    expect(spellAcronymInSentence('ram')).toBe('ram');
    expect(spellAcronymInSentence('wifi')).toBe('wifi');
    expect(spellAcronymInSentence('us')).toBe('us');
  });
});
