const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  euro: '€',
  pound: '£',
};

/**
 * Removes what a voice cannot say: HTML tags and entities, Markdown syntax
 * (keeping link and image text), emoji, and typographic variants that engines
 * mispronounce. Each line of a list or heading ends with a pause.
 */
export function stripMarkup(text: string): string {
  let result = decodeEntities(text);
  result = result
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr)>/gi, '\n')
    .replace(/<\/?[a-z][^>]*>/gi, ' ');
  result = result
    .replace(/```[a-z]*\n?/gi, '\n')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?!\w)/g, '$1$2')
    .replace(/(^|[^\w])_(?=\S)([^_\n]*?\S)_(?!\w)/g, '$1$2')
    .replace(/^[ \t]*(#{1,6}|>|[-*+•]|\d+[.)])[ \t]+/gm, '');
  result = result
    .replace(/©/g, ' copyright ')
    .replace(/[®™]/g, '')
    .replace(
      /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u{FE0E}|\u{FE0F}|\u{20E3}/gu,
      ' ',
    )
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„‟″]/g, '"')
    .replace(/(\d)\s*–\s*(?=\d)/g, '$1-')
    .replace(/\s*[—–]\s*/g, ', ')
    .replace(/…/g, '...')
    .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ');
  return endLinesWithPauses(result);
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X'))
      return safeCodePoint(parseInt(body.slice(2), 16)) ?? entity;
    if (body.startsWith('#')) return safeCodePoint(parseInt(body.slice(1), 10)) ?? entity;
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

function safeCodePoint(value: number): string | undefined {
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : undefined;
}

/** A heading or list item has no full stop, but is said as a phrase of its own. */
function endLinesWithPauses(text: string): string {
  return text
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .map((line, index, lines) => (index < lines.length - 1 && !/[.!?:;,]$/.test(line) ? `${line}.` : line))
    .join(' ');
}
