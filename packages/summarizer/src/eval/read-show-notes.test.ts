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
        '**Michael #****5****:** [Lock the Ghost](https://example.org/ghost)',
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
      'Lock the Ghost',
    ]);
    expect(notes.items[3]!.text).toContain('Issue 134 is not a header');
  });

  it('lists the extras and the joke after the items as sections, bold or not, and ends an item at them', () => {
    const notes = readShowNotes(
      [
        '**Brian #1:** [**nbQA**](https://example.org/nbqa)',
        '- runs black on notebooks',
        'Extras:',
        '- pytest book is out',
        '**Michael #2:** [Kitty](https://example.org/kitty)',
        '- a terminal',
        '**Extras**',
        'Michael:',
        '- PyCon ZA call for proposals',
        '**Joke:** [**Killer robots**](https://example.org/robots)',
        'Second joke:',
        '- a loaf of bread',
      ].join('\n'),
      [],
    );
    expect(notes.sections.map((section) => section.title)).toEqual([
      'nbQA',
      'Extras',
      'Kitty',
      'Extras',
      'Joke',
    ]);
    expect(notes.sections[0]!.text).not.toContain('pytest book');
    expect(notes.sections[3]!.text).toBe('Extras Michael: - PyCon ZA call for proposals');
    expect(notes.sections[4]!.text).toBe('Joke Killer robots - a loaf of bread');
    // The items reference stays as it was made: an unbolded "Extras:" does not end an item there.
    expect(notes.items.map((item) => item.title)).toEqual(['nbQA', 'Kitty']);
    expect(notes.items[0]!.text).toContain('pytest book');
  });
});
