/**
 * `text` without the characters at its end that `strip` matches (a one-character pattern such as
 * /[^\p{L}\p{N}]/u). A loop from the end instead of `.replace(/[...]+$/, '')`: a regular expression
 * retries a long run of such characters from each of its positions when something else follows it
 * ("!!!!…!x"), which takes time in the square of the run's length on hostile text.
 */
export function trimTrailing(text: string, strip: RegExp): string {
  let end = text.length;
  while (end > 0) {
    const start = isLowSurrogate(text, end - 1) && end >= 2 ? end - 2 : end - 1;
    if (!strip.test(text.slice(start, end))) break;
    end = start;
  }
  return end === text.length ? text : text.slice(0, end);
}

/** `text` without the characters at its start that `strip` matches; see trimTrailing. */
export function trimLeading(text: string, strip: RegExp): string {
  let start = 0;
  while (start < text.length) {
    const end = isLowSurrogate(text, start + 1) ? start + 2 : start + 1;
    if (!strip.test(text.slice(start, end))) break;
    start = end;
  }
  return start === 0 ? text : text.slice(start);
}

function isLowSurrogate(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 0xdc00 && code <= 0xdfff;
}
