import { parseCueTimestamp } from './parse-timestamp';

/** What a line of WebVTT or SRT cue text is made of. */
export type CueToken =
  | { kind: 'text'; text: string }
  | { kind: 'time'; seconds: number }
  | { kind: 'voice'; speaker: string }
  | { kind: 'tag' };

/**
 * Splits one line of cue text into text, inline timestamps (`<00:00:01.000>`),
 * voice tags (`<v Sarah>`, `<v.loud Sarah>`) and other tags (`<c>`, `<i>`,
 * `<font color=…>`, closing tags), which carry no words.
 *
 * Hand-written rather than one regex so it stays linear on hostile input: the
 * positions of the next "<" and ">" are cached, so no character is scanned more
 * than a few times even in "<<<<…>". A "<" without a matching ">" is text.
 */
export function tokenizeCueText(line: string): CueToken[] {
  const tokens: CueToken[] = [];
  let position = 0;
  let nextGreater = -1;
  let nextLess = -1;
  const pushText = (text: string) => {
    if (text === '') return;
    const previous = tokens[tokens.length - 1];
    if (previous?.kind === 'text') previous.text += text;
    else tokens.push({ kind: 'text', text });
  };

  while (position < line.length) {
    const open = line.indexOf('<', position);
    if (open === -1) break;
    if (nextGreater < open) nextGreater = line.indexOf('>', open + 1);
    if (nextGreater === -1) break;
    if (nextLess <= open) nextLess = line.indexOf('<', open + 1);
    if (nextLess !== -1 && nextLess < nextGreater) {
      // "a < b <i>c</i>": the first "<" opens nothing.
      pushText(line.slice(position, nextLess));
      position = nextLess;
      continue;
    }
    pushText(line.slice(position, open));
    tokens.push(classifyTag(line.slice(open + 1, nextGreater)));
    position = nextGreater + 1;
  }
  pushText(line.slice(position));
  return tokens;
}

function classifyTag(inside: string): CueToken {
  const seconds = /^\d/.test(inside) ? parseCueTimestamp(inside) : undefined;
  if (seconds !== undefined) return { kind: 'time', seconds };
  // <v Name>, <v.class Name>: the annotation after the first space is the speaker.
  if (/^v(?:[.\s]|$)/.test(inside)) {
    const space = inside.search(/\s/);
    return { kind: 'voice', speaker: space === -1 ? '' : inside.slice(space + 1) };
  }
  return { kind: 'tag' };
}
