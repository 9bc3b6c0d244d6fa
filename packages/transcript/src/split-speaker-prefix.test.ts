import { describe, expect, it } from 'vitest';
import { isSpeakerName, splitSpeakerPrefix } from './split-speaker-prefix';

describe('splitSpeakerPrefix', () => {
  it.each([
    ['Travis: When you first', 'Travis', 'When you first'],
    ['Speaker 1: hello', 'Speaker 1', 'hello'],
    ['NARRATOR: Legends.', 'NARRATOR', 'Legends.'],
    ['Dr. Ann O’Neil: yes', 'Dr. Ann O’Neil', 'yes'],
    ['Zoë: hi', 'Zoë', 'hi'],
  ])('takes the speaker from %j', (text, speaker, rest) => {
    expect(splitSpeakerPrefix(text)).toEqual({ speaker, text: rest });
  });

  it.each([
    'The answer is: yes',
    'Note: not a speaker',
    'so then: lower case',
    'One Two Three Four: too many words',
    '12:34 a time',
    'Ann:no space',
    'Ann: ',
    'Break: [12:34]',
  ])('leaves %j alone', (text) => {
    expect(splitSpeakerPrefix(text)).toEqual({ text });
  });

  it('checks bare names', () => {
    expect(isSpeakerName('Speaker 2')).toBe(true);
    expect(isSpeakerName('We met at')).toBe(false);
    expect(isSpeakerName('Update')).toBe(false);
  });
});
