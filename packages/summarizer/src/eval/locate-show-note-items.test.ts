import { describe, expect, it } from 'vitest';
import { makeTranscript } from '../test-support/make-transcript';
import { locateShowNoteItems } from './locate-show-note-items';

const garden = 'The garden compost feeds the tomato seedlings and the soil keeps the weeds down.';
const orbit = 'The satellite orbit shifts the signal clock that every receiver antenna reads.';

describe('locateShowNoteItems', () => {
  // 40 lines of gardening, a hand-off, then 40 lines on satellites: about 6 s a line.
  const lines = [
    ...Array.from({ length: 40 }, () => garden),
    'All right, what do you have for us next?',
    ...Array.from({ length: 40 }, () => orbit),
  ];
  const transcript = makeTranscript(lines);
  const secondStart = transcript.segments[41]!.startSeconds;
  const items = [
    { text: 'Gardening: compost, tomato seedlings, soil, weeds' },
    { text: 'Satellites: orbit, signal, clock, receiver antenna' },
  ];

  it('places an item at its first sentence, not at the start of a 30-second window', () => {
    const refined = locateShowNoteItems(transcript, items);
    const coarse = locateShowNoteItems(transcript, items, { refine: false });
    expect(coarse[1]! % 30).toBe(0);
    expect(Math.abs(refined[1]! - secondStart)).toBeLessThan(1);
    expect(Math.abs(refined[1]! - secondStart)).toBeLessThan(Math.abs(coarse[1]! - secondStart));
  });

  it('lets a stretch no item describes (a sponsor read) lie between two items', () => {
    const sponsor =
      'This episode is brought to you by Hostly, managed hosting with backups, support and a free month ' +
      'when you visit their website and sign up today with our code, which keeps your signal strong.';
    const withRead = makeTranscript([
      ...Array.from({ length: 40 }, () => garden),
      ...Array.from({ length: 14 }, () => sponsor),
      'All right, what do you have for us next?',
      ...Array.from({ length: 40 }, () => orbit),
    ]);
    const readStart = withRead.segments[40]!.startSeconds;
    const itemStart = withRead.segments[55]!.startSeconds;
    // Without a break state the read's one shared word pulls the second item into it.
    expect(locateShowNoteItems(withRead, items, { breaks: false })[1]).toBeLessThan(itemStart - 60);
    const located = locateShowNoteItems(withRead, items)[1]!;
    expect(located).toBeGreaterThan(readStart + 60);
    expect(Math.abs(located - itemStart)).toBeLessThan(10);
  });
});
