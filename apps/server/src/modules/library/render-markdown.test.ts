import type { Summary } from '@podbite/contract';
import { Lexer, type Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { escapeInline, renderLibraryMarkdown, renderPodMarkdown } from './render-markdown';

const bite = (id: string, type: Summary['bites'][number]['type'], text: string, details: string[] = []) => ({
  id,
  type,
  order: 0,
  text,
  details,
  timestamp: '1:05',
  startSeconds: 65,
  link: 'https://example.com/episode_(1)?t=65',
  textUrl: null,
  detailsUrl: null,
});

const summary = {
  link: 'https://example.com/episode_(1)',
  timestamp: '2026-11-20T10:00:00.000Z',
  metadata: {
    title: 'Title: with "quotes" and # hash',
    creator: 'Ada *Lovelace*',
    category: 'People & Blogs',
  },
  bites: [
    bite('1', 'overview', '# Not a heading, *not* emphasis, [not](a link)', [
      '- not a list',
      'second detail',
    ]),
    bite('2', 'quote', 'To be or not to be'),
  ],
  topics: [
    { topic: 'Opening', timestamp: '0:00', startSeconds: 0, link: 'https://example.com/episode_(1)?t=0' },
  ],
  promotions: [
    {
      text: 'Brought to you by Acme',
      startSeconds: 10,
      endSeconds: 20,
      timestamp: '0:10',
      kind: 'sponsor',
      sponsor: 'Acme',
      offer: 'a free month',
      code: 'PODBITE',
      url: 'acme.example/pod',
    },
  ],
} as unknown as Summary;

describe('Markdown export', () => {
  it('keeps any text literal', () => {
    expect(escapeInline('a *b* [c](d) <e> #f `g`\nnext')).toBe(
      'a \\*b\\* \\[c\\](d) \\<e\\> \\#f \\`g\\` next',
    );
    expect(escapeInline('- starts like a list')).toBe('\\- starts like a list');
    expect(escapeInline('1. starts like a numbered list')).toBe('1\\. starts like a numbered list');
  });

  it('writes front matter YAML reads back exactly, and a body that parses as the sections with their bites', () => {
    const markdown = renderPodMarkdown(summary);
    const front = /^---\n([\s\S]*?)\n---\n/.exec(markdown)!;
    expect(parseYaml(front[1]!)).toEqual({
      title: 'Title: with "quotes" and # hash',
      creator: 'Ada *Lovelace*',
      source: 'https://example.com/episode_(1)',
      date: '2026-11-20',
      category: 'People & Blogs',
      tags: ['podbite', 'people-and-blogs'],
    });

    const tokens = new Lexer().lex(markdown.slice(front[0].length));
    const headings = tokens.flatMap((token) =>
      token.type === 'heading' ? [(token as Tokens.Heading).text] : [],
    );
    expect(headings).toEqual([
      'Title: with "quotes" and \\# hash',
      'Summary',
      'Quotes',
      'Topics Covered',
      'Promotions',
    ]);
    const lists = tokens.filter((token): token is Tokens.List => token.type === 'list');
    const [overview, quotes, topics, promotions] = lists;
    expect(overview!.items).toHaveLength(1);
    // The bite's text stays text: no emphasis or link inside it; its details are a nested list; its moment a link.
    const inline = overview!.items[0]!.tokens[0] as Tokens.Text;
    const inlineTypes = (inline.tokens ?? []).map((token) => token.type);
    expect(inlineTypes).not.toContain('em');
    const links = (inline.tokens ?? []).filter((token): token is Tokens.Link => token.type === 'link');
    expect(links.map((link) => [link.text, link.href])).toEqual([
      ['1:05', 'https://example.com/episode_(1)?t=65'],
    ]);
    const nested = overview!.items[0]!.tokens.find((token) => token.type === 'list') as Tokens.List;
    expect(nested.items.map((item) => item.text)).toEqual(['\\- not a list', 'second detail']);
    expect(quotes!.items[0]!.text).toContain('“To be or not to be”');
    expect(topics!.items[0]!.text).toContain('Opening');
    expect(promotions!.items[0]!.text).toContain('Brought to you by Acme');
    const readDetails = promotions!.items[0]!.tokens.find((token) => token.type === 'list') as Tokens.List;
    expect(readDetails.items.map((item) => item.text)).toEqual([
      'Offer: a free month',
      'Code: PODBITE',
      'Website: acme.example/pod',
    ]);
    expect(markdown.indexOf('## Promotions')).toBeGreaterThan(markdown.indexOf('## Topics Covered'));
  });

  it('exports a library with its saved pods and bites', () => {
    const markdown = renderLibraryMarkdown({
      summaries: [summary],
      bites: [
        {
          bite: bite('3', 'keyTakeaway', 'Sleep early'),
          pod: { title: 'Sleep', videoId: 'aOm8MD2L-lp' },
          savedAt: new Date(),
        },
      ],
      exportedAt: new Date('2026-11-23T00:00:00Z'),
    });
    const tokens = new Lexer().lex(markdown.replace(/^---\n[\s\S]*?\n---\n/, ''));
    const headings = tokens.flatMap((token) =>
      token.type === 'heading' ? [(token as Tokens.Heading).text] : [],
    );
    expect(headings).toEqual([
      'PodBite Library',
      'My Summaries',
      'Title: with "quotes" and \\# hash',
      'Summary',
      'Quotes',
      'Topics Covered',
      'Promotions',
      'My Bites',
      'Key Takeaways',
    ]);
    expect(markdown).toContain('- Sleep early ([1:05](<https://example.com/episode_(1)?t=65>)) from *Sleep*');
  });
});
