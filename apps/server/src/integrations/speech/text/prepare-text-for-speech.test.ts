import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareTextForSpeech } from './prepare-text-for-speech';

function expectSpeech(cases: readonly (readonly [string, string])[]) {
  for (const [written, spoken] of cases) expect(prepareTextForSpeech(written), written).toBe(spoken);
}

describe('prepareTextForSpeech', () => {
  it('reads numbers as quantities, decimals, years, ordinals and codes', () => {
    expectSpeech([
      ['It has 1,200 stars.', 'It has one thousand two hundred stars.'],
      ['About 3.5 times faster.', 'About three point five times faster.'],
      ['Released in 1999.', 'Released in nineteen ninety-nine.'],
      ['Since 2024, and before 2007.', 'Since twenty twenty-four, and before two thousand seven.'],
      ['The 21st episode and the 2nd guest.', 'The twenty-first episode and the second guest.'],
      ['Agent 007 and 42 others.', 'Agent zero zero seven and forty-two others.'],
      ['It dropped to -5 overnight.', 'It dropped to minus five overnight.'],
      ['That was #1 on the list.', 'That was number one on the list.'],
      ['Music from the 1990s and the 80s.', 'Music from the nineteen nineties and the eighties.'],
    ]);
  });

  it('reads percentages, money and ranges', () => {
    expectSpeech([
      ['Up 40% this year.', 'Up forty percent this year.'],
      ['A 3.5% rise.', 'A three point five percent rise.'],
      ['Pro costs $12.99/month.', 'Pro costs twelve dollars and ninety-nine cents per month.'],
      ['Only $1 or $0.50 or €5.', 'Only one dollar or fifty cents or five euros.'],
      [
        'They raised $2.5M and then $1B.',
        'They raised two point five million dollars and then one billion dollars.',
      ],
      ['Budget $5-10 each, or £3.', 'Budget five to ten dollars each, or three pounds.'],
      ['Give it 3-5 tries.', 'Give it three to five tries.'],
      ['Between 10-20% of users.', 'Between ten to twenty percent of users.'],
      ['From 1990-1995.', 'From nineteen ninety to nineteen ninety-five.'],
    ]);
  });

  it('reads units after numbers', () => {
    expectSpeech([
      ['A 5 km run.', 'A five kilometers run.'],
      ['Only 1 km away.', 'Only one kilometer away.'],
      ['It uses 10 MB, not 2GB.', 'It uses ten megabytes, not two gigabytes.'],
      ['A 2 GHz chip with 200ms latency.', 'A two gigahertz chip with two hundred milliseconds latency.'],
      [
        'It is 10x faster, a 7B model, 100k users.',
        'It is ten times faster, a seven billion model, one hundred thousand users.',
      ],
      ['Wait 5s, then 2-3 GB.', 'Wait five seconds, then two to three gigabytes.'],
      ['It was 30°C outside.', 'It was thirty degrees Celsius outside.'],
    ]);
  });

  it('reads timestamps, clock times and dates', () => {
    expectSpeech([
      ['Jump to 12:34 for the demo.', 'Jump to twelve minutes thirty-four seconds for the demo.'],
      ['At 1:02:03 they laugh.', 'At one hour two minutes three seconds they laugh.'],
      ['At 1:00:30 and 0:45.', 'At one hour thirty seconds and forty-five seconds.'],
      ['Meet at 3:30 pm or 10:05am or 9 a.m.', 'Meet at three thirty P M or ten oh five A M or nine A M.'],
      ['Out on 2024-01-15.', 'Out on January fifteenth, twenty twenty-four.'],
      ['Due March 5th, 2025 or Jan. 2.', 'Due March fifth, twenty twenty-five or January second.'],
      ['A 16:9 screen.', 'A sixteen to nine screen.'],
    ]);
  });

  it('reads web addresses, e-mail, mentions and hashtags', () => {
    expectSpeech([
      ['Visit pythonbytes.fm/123 today.', 'Visit pythonbytes dot F M slash one two three today.'],
      [
        'See https://www.example.com/docs/getting-started?ref=pod.',
        'See example dot com slash docs slash getting started.',
      ],
      ['Code at github.com/astral-sh/uv.', 'Code at github dot com slash astral sh slash U V.'],
      ['Watch youtube.com/watch?v=dQw4w9WgXcQ now', 'Watch youtube dot com slash watch now'],
      ['Long https://example.org/a/b/c/d/e link', 'Long example dot org link'],
      [
        'Mail michael.kennedy+pod@talkpython.fm or hi@example.com.',
        'Mail michael dot kennedy plus pod at talkpython dot F M or hi at example dot com.',
      ],
      ['Follow @mkennedy and #python.', 'Follow at mkennedy and hashtag python.'],
      ['Try the docs.python.org page.', 'Try the docs dot python dot org page.'],
    ]);
  });

  it('expands abbreviations and tech words', () => {
    expectSpeech([
      ['Tools, e.g. linters, i.e. checkers.', 'Tools, for example linters, that is checkers.'],
      ['Apples, pears, etc. Then more.', 'Apples, pears, et cetera. Then more.'],
      ['Tabs vs. spaces, and vs spaces.', 'Tabs versus spaces, and versus spaces.'],
      ['Dr. Smith met Mr. Jones.', 'Doctor Smith met Mister Jones.'],
      ['Written in C++ and C# on .NET.', 'Written in C plus plus and C sharp on dot net.'],
      ['Built with Node.js and JSON.', 'Built with Node J S and Jason.'],
      ['Store it in PostgreSQL, MySQL or SQLite.', 'Store it in postgres, my sequel or sequel light.'],
      ['Install it from PyPI with uv and pytest.', 'Install it from pie P I with U V and pie test.'],
      ['Made in the U.S. and sold by Acme Inc.', 'Made in the U S and sold by Acme Inc.'],
      ['Sold in the U.S. Then abroad.', 'Sold in the U S. Then abroad.'],
      ['Q&A and R&D', 'Q and A and R and D'],
    ]);
  });

  it('spells acronyms unless they are said as words', () => {
    expectSpeech([
      ['The API talks to the CPU.', 'The A P I talks to the C P U.'],
      ['Two APIs and a CLI.', "Two A P I's and a C L I."],
      ['NASA uses RAM.', 'Nasa uses Ram.'],
      [
        'Python 3.12 and GPT-4o on an H100.',
        'Python three point twelve and G P T-four o on an H one hundred.',
      ],
      ['Release v2.1.3 is out.', 'Release version two point one point three is out.'],
      ['THIS IS REALLY BIG NEWS', 'This Is Really Big News'],
      ['It is OK.', 'It is okay.'],
    ]);
  });

  it('reads symbols and removes markup and emoji', () => {
    expectSpeech([
      ['Salt & pepper, 3 + 4 = 7.', 'Salt and pepper, three plus four equals seven.'],
      ['**Bold** and _em_ and `code` 🎉🚀', 'Bold and em and code'],
      ['<p>Hello <b>world</b></p><p>Again &amp; again</p>', 'Hello world. Again and again'],
      ['# Title\n- first item\n- second item', 'Title. first item. second item'],
      ['See [the docs](https://example.com/x) now.', 'See the docs now.'],
      ['Fast — really fast — (mostly).', 'Fast, really fast, mostly.'],
      ['Input/output and and/or.', 'Input output and and or.'],
      ['Cornell - record & replay', 'Cornell, record and replay'],
      ['It’s “quoted” text…', "It's quoted text..."],
    ]);
  });

  it('leaves no digits and no markup characters, and never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const spoken = prepareTextForSpeech(text);
        expect(spoken).not.toMatch(/[0-9<>*_`#|\\]/);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 100 }), (text) => {
        expect(prepareTextForSpeech(text)).not.toMatch(/[0-9<>*_`|\\]/);
      }),
      { numRuns: 300 },
    );
  });

  it('is quick enough to run on every bite', () => {
    const bite =
      'In episode 412 (2024-03-05), Michael and Brian cover uv 0.1.18, a 10x faster pip, at 12:34; see pythonbytes.fm/412. '.repeat(
        20,
      );
    expect(prepareTextForSpeech(bite)).not.toMatch(/\d/);
  });
});
