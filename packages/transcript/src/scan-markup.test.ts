import { describe, expect, it } from 'vitest';
import { scanMarkup } from './scan-markup';

const scan = (source: string) => [...scanMarkup(source)];

describe('scanMarkup', () => {
  it('reads tags, attributes, text, comments and CDATA', () => {
    expect(
      scan('<?xml version="1.0"?><!-- c --><P t="1" d=\'2\' w=3 flag/>x &amp; y</p><![CDATA[a&b]]>'),
    ).toEqual([
      {
        kind: 'open',
        name: 'p',
        attributes: new Map([
          ['t', '1'],
          ['d', '2'],
          ['w', '3'],
          ['flag', ''],
        ]),
        selfClosing: true,
      },
      { kind: 'text', text: 'x &amp; y' },
      { kind: 'close', name: 'p' },
      { kind: 'text', text: 'a&amp;b' },
    ]);
  });

  it('treats stray "<" as text and never fails', () => {
    expect(scan('a < b <3 <p>c')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'text', text: '<' },
      { kind: 'text', text: ' b ' },
      { kind: 'text', text: '<' },
      { kind: 'text', text: '3 ' },
      { kind: 'open', name: 'p', attributes: new Map(), selfClosing: false },
      { kind: 'text', text: 'c' },
    ]);
    expect(scan('<a<b>')).toEqual([
      { kind: 'text', text: '<a' },
      { kind: 'open', name: 'b', attributes: new Map(), selfClosing: false },
    ]);
    expect(scan('<p title="unclosed>text')).toEqual([
      { kind: 'open', name: 'p', attributes: new Map([['title', 'unclosed']]), selfClosing: false },
      { kind: 'text', text: 'text' },
    ]);
    expect(scan('<unterminated')).toEqual([{ kind: 'text', text: '<unterminated' }]);
  });

  it('gets through pathological input of a megabyte', () => {
    expect(scan('<a'.repeat(500_000)).map((token) => token.kind)).toEqual(['text']);
    expect(scan(`${'<a'.repeat(250_000)}>`)).toHaveLength(250_000);
    expect(scan('<!--'.repeat(250_000))).toEqual([]);
  });
});
