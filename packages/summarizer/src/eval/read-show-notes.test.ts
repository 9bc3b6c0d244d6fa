import { describe, expect, it } from 'vitest';
import { readShowNotes } from './read-show-notes';

describe('readShowNotes', () => {
  it('reads every item header, bold or not, indented or under a heading', () => {
    const notes = readShowNotes(
      [
        '# Python Bytes 1',
        '**Brian #1:** [**nbQA**](https://example.org/nbqa)',
        '- runs black on notebooks',
        'Will #2: **From Prototype to Production**',
        '- settings for production',
        '  **Michael #3: [rathole](https://example.org/rathole)**',
        '## **Brian #4:** [Fence](https://example.org/fence)',
        '    - Issue #134 is not a header',
        '**Extras**',
        '- not an item',
      ].join('\n'),
      [],
    );
    expect(notes.items.map((item) => item.title)).toEqual([
      'nbQA',
      'From Prototype to Production',
      'rathole',
      'Fence',
    ]);
    expect(notes.items[3]!.text).toContain('Issue 134 is not a header');
  });
});
