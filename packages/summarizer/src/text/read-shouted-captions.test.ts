import type { Transcript } from '@podbite/transcript';
import { describe, expect, it } from 'vitest';
import { makeTranscript } from '../test-support/make-transcript';
import { readShoutedCaptions } from './read-shouted-captions';

const texts = (transcript: Transcript): string[] => transcript.segments.map((segment) => segment.text);

describe('readShoutedCaptions', () => {
  it('writes captions in capitals as a captioner would: sentences, "I" and acronyms capitalised', () => {
    const read = readShoutedCaptions(
      makeTranscript([
        "WELCOME BACK. TODAY I'M TESTING THREE USB DRIVES,",
        'AND I THINK YOU WILL LIKE THEM. WHY? THEY ARE FAST.',
        'I.E. THEY WRITE AT FIVE HUNDRED MEGABYTES A SECOND WITH DR. SMITH WATCHING.',
      ]),
    );
    expect(texts(read)).toEqual([
      "Welcome back. Today I'm testing three USB drives,",
      'and I think you will like them. Why? They are fast.',
      'I.e. they write at five hundred megabytes a second with dr. smith watching.',
    ]);
  });

  it('opens a sentence at a change of speaker, and writes the speaker with capitals on each word', () => {
    const read = readShoutedCaptions(
      makeTranscript([
        { text: 'SO WHAT DO YOU MAKE OF THE RESULTS SO FAR', speaker: 'HOST' },
        { text: 'HONESTLY THEY SURPRISED ME A LOT', speaker: 'DR. JANE SMITH' },
      ]),
    );
    expect(read.segments.map(({ speaker, text }) => `${speaker}: ${text}`)).toEqual([
      'Host: So what do you make of the results so far',
      'Dr. Jane Smith: Honestly they surprised me a lot',
    ]);
  });

  it('lowers word timings too, keeping their times', () => {
    const shouted: Transcript = {
      segments: [
        {
          startSeconds: 0,
          endSeconds: 3,
          text: 'THIS VIDEO IS SPONSORED BY DRIFTWELL',
          words: ['THIS', 'VIDEO', 'IS', 'SPONSORED', 'BY', 'DRIFTWELL'].map((text, k) => ({
            text,
            startSeconds: k * 0.5,
          })),
        },
      ],
    };
    const [segment] = readShoutedCaptions(shouted).segments;
    expect(segment!.text).toBe('This video is sponsored by driftwell');
    expect(segment!.words).toEqual(
      ['This', 'video', 'is', 'sponsored', 'by', 'driftwell'].map((text, k) => ({
        text,
        startSeconds: k * 0.5,
      })),
    );
  });

  it('leaves a written transcript alone, capitals for emphasis, acronyms and a shouted line included', () => {
    const written = makeTranscript([
      'We tested the NASA data set with the USB drives from last week.',
      'NO WAY. That was NOT what we expected at all, and the numbers showed it.',
      ...Array.from({ length: 40 }, () => 'Then we ran the same test again on a second machine.'),
    ]);
    expect(readShoutedCaptions(written)).toBe(written);
  });

  it('leaves automatic captions in small letters alone, and a few words in capitals', () => {
    const auto = makeTranscript(['so today we are looking at the new case', 'and the fans are outside']);
    expect(readShoutedCaptions(auto)).toBe(auto);
    const card = makeTranscript(['PART ONE']);
    expect(readShoutedCaptions(card)).toBe(card);
  });
});
