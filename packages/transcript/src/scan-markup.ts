/** One piece of an XML or HTML document. Text is raw: entities are still encoded. */
export type MarkupToken =
  | { kind: 'open'; name: string; attributes: Map<string, string>; selfClosing: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string };

/**
 * A small forgiving tokenizer for the markup transcripts come in (YouTube
 * timedtext XML, Podcasting 2.0 HTML). It never fails: anything that is not a
 * well-formed tag is text. Linear in the input: every search moves forward,
 * and the next ">" and "<" positions are cached so "<a<a<a<a…" is not rescanned.
 * Tag names are lower-cased; comments, doctypes and processing instructions
 * are skipped; CDATA comes out as text.
 */
export function* scanMarkup(source: string): Generator<MarkupToken> {
  let position = 0;
  let nextGreater = -1;
  let nextLess = -1;
  while (position < source.length) {
    const open = source.indexOf('<', position);
    if (open === -1) break;
    if (open > position) yield { kind: 'text', text: source.slice(position, open) };
    position = open;

    if (source.startsWith('<!--', open)) {
      const end = source.indexOf('-->', open + 4);
      position = end === -1 ? source.length : end + 3;
      continue;
    }
    if (source.startsWith('<![CDATA[', open)) {
      const end = source.indexOf(']]>', open + 9);
      const data = source.slice(open + 9, end === -1 ? source.length : end);
      // Escaped so that decoding entities later gives the characters back unchanged.
      yield { kind: 'text', text: data.replace(/&/g, '&amp;') };
      position = end === -1 ? source.length : end + 3;
      continue;
    }

    const next = source.charAt(open + 1);
    if (!/[A-Za-z/!?]/.test(next)) {
      yield { kind: 'text', text: '<' };
      position = open + 1;
      continue;
    }
    if (nextGreater < open) nextGreater = source.indexOf('>', open + 1);
    if (nextGreater === -1) break;
    if (nextLess <= open) nextLess = source.indexOf('<', open + 1);
    if (nextLess !== -1 && nextLess < nextGreater) {
      yield { kind: 'text', text: source.slice(open, nextLess) };
      position = nextLess;
      continue;
    }
    const inside = source.slice(open + 1, nextGreater);
    position = nextGreater + 1;
    if (next === '!' || next === '?') continue;
    const token = readTag(inside);
    if (token === undefined) yield { kind: 'text', text: `<${inside}>` };
    else yield token;
  }
  if (position < source.length) yield { kind: 'text', text: source.slice(position) };
}

function readTag(inside: string): MarkupToken | undefined {
  if (inside.startsWith('/')) {
    const name = /^\/\s{0,10}([A-Za-z][\w:.-]{0,63})/.exec(inside)?.[1];
    return name === undefined ? undefined : { kind: 'close', name: name.toLowerCase() };
  }
  const name = /^[A-Za-z][\w:.-]{0,63}/.exec(inside)?.[0];
  if (name === undefined) return undefined;
  const selfClosing = inside.endsWith('/');
  const attributes = readAttributes(inside.slice(name.length, selfClosing ? -1 : undefined));
  return { kind: 'open', name: name.toLowerCase(), attributes, selfClosing };
}

/** Attributes as name -> raw value. Hand-written: one pass, an unclosed quote takes the rest. */
function readAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const isSpace = (character: string) =>
    character === ' ' || character === '\t' || character === '\n' || character === '/';
  let index = 0;
  while (index < text.length) {
    while (index < text.length && isSpace(text.charAt(index))) index += 1;
    const nameStart = index;
    while (index < text.length && !isSpace(text.charAt(index)) && text.charAt(index) !== '=') index += 1;
    const name = text.slice(nameStart, index).toLowerCase();
    while (index < text.length && text.charAt(index) === ' ') index += 1;
    let value = '';
    if (text.charAt(index) === '=') {
      index += 1;
      while (index < text.length && text.charAt(index) === ' ') index += 1;
      const quote = text.charAt(index);
      if (quote === '"' || quote === "'") {
        const close = text.indexOf(quote, index + 1);
        const end = close === -1 ? text.length : close;
        value = text.slice(index + 1, end);
        index = end + 1;
      } else {
        const valueStart = index;
        while (index < text.length && !isSpace(text.charAt(index))) index += 1;
        value = text.slice(valueStart, index);
      }
    }
    if (name !== '' && !attributes.has(name)) attributes.set(name, value);
    if (name === '' && index === nameStart) index += 1;
  }
  return attributes;
}
