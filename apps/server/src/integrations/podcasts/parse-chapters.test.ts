import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseChapters } from './parse-chapters';

const fixture = (name: string) =>
  readFileSync(new URL(`./test-fixtures/namespace_examples/${name}`, import.meta.url), 'utf8');
const BASE = 'https://chapters.example.com/episode-7.json';

describe('parseChapters', () => {
  it('reads the Podcasting 2.0 example', () => {
    const result = parseChapters(fixture('chapters_example.json'), BASE);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.chapters.map((chapter) => [chapter.startSeconds, chapter.title])).toEqual([
      [0, 'Intro'],
      [168, 'Hearing Aids'],
      [260, 'Progress Report'],
      [410, 'Namespace'],
      [3990, 'Just Break Up'],
      [4600, 'Donations'],
      [5510, 'The Big Players'],
      [5854, 'Spread the Word'],
      [6089, 'Outro'],
    ]);
    expect(result.chapters[3]).toEqual({
      title: 'Namespace',
      startSeconds: 410,
      url: 'https://github.com/Podcastindex-org/podcast-namespace',
      imageUrl: 'https://example.com/images/namepsace_example.jpg',
    });
  });

  it('leaves out the untitled toc:false entry of the complex example and keeps the rest', () => {
    const result = parseChapters(fixture('chapters_exampleComplex.json'), BASE);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.chapters.map((chapter) => chapter.title)).toEqual([
      'Intro',
      'Hearing Aids',
      'Progress Report',
      'Namespace',
      'Just Break Up',
      'Played song by artist',
      'Donations',
      'The Big Players',
      'Spread the Word',
      'Outro',
    ]);
  });

  it('sorts, keeps a sensible endTime, drops bad entries and unsafe links', () => {
    const text = JSON.stringify({
      version: '1.2.0',
      chapters: [
        { startTime: 60, endTime: 120, title: '  Second\n part ', url: 'javascript:alert(1)' },
        { startTime: 0, endTime: 0, title: 'First', img: '/art/first.jpg' },
        { startTime: -3, title: 'Negative' },
        { startTime: 'ten', title: 'Not a number' },
        null,
        { startTime: 90 },
      ],
    });
    const result = parseChapters(text, BASE);
    expect(result).toEqual({
      ok: true,
      chapters: [
        { title: 'First', startSeconds: 0, imageUrl: 'https://chapters.example.com/art/first.jpg' },
        { title: 'Second part', startSeconds: 60, endSeconds: 120 },
      ],
    });
  });

  it.each([
    ['not JSON', '<html>', 'The chapters file is not JSON.'],
    ['no chapter list', '{"version":"1.2.0"}', 'The chapters file has no chapter list.'],
    ['a list of the wrong thing', '{"chapters":"soon"}', 'The chapters file has no chapter list.'],
  ])('refuses %s', (_name, text, message) => {
    expect(parseChapters(text, BASE)).toEqual({ ok: false, message });
  });
});
