import { describe, expect, it } from 'vitest';
import { tokenizeCueText } from './tokenize-cue-text';

describe('tokenizeCueText', () => {
  it('splits YouTube inline word timings', () => {
    expect(tokenizeCueText('this<00:00:00.320><c> is</c><01:02.5><c.colorE5E5E5> it</c>')).toEqual([
      { kind: 'text', text: 'this' },
      { kind: 'time', seconds: 0.32 },
      { kind: 'tag' },
      { kind: 'text', text: ' is' },
      { kind: 'tag' },
      { kind: 'time', seconds: 62.5 },
      { kind: 'tag' },
      { kind: 'text', text: ' it' },
      { kind: 'tag' },
    ]);
  });

  it('reads voice tags with and without classes', () => {
    expect(tokenizeCueText('<v Ann Lee>Hi</v> <v.loud Bob>Yo')).toEqual([
      { kind: 'voice', speaker: 'Ann Lee' },
      { kind: 'text', text: 'Hi' },
      { kind: 'tag' },
      { kind: 'text', text: ' ' },
      { kind: 'voice', speaker: 'Bob' },
      { kind: 'text', text: 'Yo' },
    ]);
  });

  it('keeps a "<" that opens no tag as text and stays linear on hostile lines', () => {
    expect(tokenizeCueText('a < b <i>c')).toEqual([
      { kind: 'text', text: 'a < b ' },
      { kind: 'tag' },
      { kind: 'text', text: 'c' },
    ]);
    expect(tokenizeCueText('<'.repeat(1_000_000))).toEqual([{ kind: 'text', text: '<'.repeat(1_000_000) }]);
    expect(tokenizeCueText(`${'<'.repeat(500_000)}>`)).toHaveLength(2);
  });
});
