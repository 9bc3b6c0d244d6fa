import { decodeHTML } from 'entities';
import { describe, expect, it } from 'vitest';
import { parsePodcastHtml } from './parse-podcast-html';
import { expectTranscript, expectValidShape, first, last } from './test-support/expect-transcript';
import { readTestFixture } from './test-support/read-test-fixture';

describe('parsePodcastHtml on the Podcasting 2.0 example', () => {
  const content = readTestFixture('transcripts_example.html');
  const result = parsePodcastHtml(content);
  const transcript = expectTranscript(result);
  const turns = [
    { seconds: 0, speaker: 'Travis' },
    { seconds: 53, speaker: 'Sarah' },
    { seconds: 102, speaker: 'Travis' },
    { seconds: 219, speaker: 'Gilon' },
    { seconds: 263, speaker: 'Travis' },
    { seconds: 322, speaker: 'Gilon' },
    { seconds: 376, speaker: 'Travis' },
    { seconds: 562, speaker: 'Sarah' },
    { seconds: 617, speaker: 'Gilon' },
    { seconds: 691, speaker: 'Travis' },
  ];

  it('cuts the 10 paragraphs into 139 sentences (136, plus 3 runs over 60 words cut in two)', () => {
    expectValidShape(result);
    expect(transcript.format).toBe('podcast-html');
    expect(transcript.segments).toHaveLength(139);
  });

  it('starts each turn at its <time> with its <cite> speaker', () => {
    for (const turn of turns) {
      expect(transcript.segments.find((segment) => segment.startSeconds === turn.seconds)?.speaker).toBe(
        turn.speaker,
      );
    }
    expect(first(transcript)).toMatchObject({ startSeconds: 0, speaker: 'Travis' });
    expect(first(transcript).text).toBe(
      "When you first get started in podcasting, it's almost guaranteed that you're going to make a handful of rookie mistakes, but that doesn't mean that you have to make all the mistakes.",
    );
  });

  it('spreads sentences across their turn and ends each turn where the next starts', () => {
    for (const [index, turn] of turns.slice(1).entries()) {
      const before = transcript.segments.filter((segment) => segment.startSeconds < turn.seconds);
      expect(before.at(-1)?.endSeconds).toBe(turn.seconds);
      expect(before.at(-1)?.speaker).toBe(turns[index]?.speaker);
    }
  });

  it('estimates the last turn at 155 words a minute', () => {
    const lastTurn = transcript.segments.filter((segment) => segment.startSeconds >= 691);
    const words = lastTurn.reduce((sum, segment) => sum + segment.text.split(' ').length, 0);
    expect(last(transcript).text).toBe(
      "So if you're looking to optimize and streamline your workflow even more beyond templates, the next best thing to do is to batch your episodes.",
    );
    expect(last(transcript).endSeconds).toBeCloseTo(691 + (words * 60) / 155, 2);
  });

  it('keeps all the words of the paragraphs, decoded, in order', () => {
    const paragraphs = [...content.matchAll(/<p>([^<]*)<\/p>/g)].map((match) => decodeHTML(match[1] ?? ''));
    const expected = paragraphs.join(' ').split(/\s+/).filter(Boolean);
    expect(transcript.segments.flatMap((segment) => segment.text.split(' '))).toEqual(expected);
  });
});

describe('parsePodcastHtml variants', () => {
  it('reads cite and time inside the paragraph, datetime attributes and <br>', () => {
    const html = `<!DOCTYPE html><html lang="en"><head><style>p { color: red }</style><script>var x = "<p>not text</p>";</script></head><body>
<p><cite>Ann Lee:</cite> <time datetime="PT1M5S">1:05</time> First line.<br>Second line.</p>
<p><cite>Bob</cite><time>1:02:03</time>Later &amp; louder.</p></body></html>`;
    const transcript = expectTranscript(parsePodcastHtml(html));
    expect(transcript.language).toBe('en');
    expect(
      transcript.segments.map(({ startSeconds, text, speaker }) => ({ startSeconds, text, speaker })),
    ).toEqual([
      { startSeconds: 65, text: 'First line.', speaker: 'Ann Lee' },
      { startSeconds: 1894, text: 'Second line.', speaker: 'Ann Lee' },
      { startSeconds: 3723, text: 'Later & louder.', speaker: 'Bob' },
    ]);
  });

  it('explains a document without paragraphs', () => {
    expect(parsePodcastHtml('<html><body><div>no paragraphs</div></body></html>')).toEqual({
      ok: false,
      error: { code: 'no-segments', message: 'The HTML transcript has no <p> paragraphs with text.' },
    });
  });
});
