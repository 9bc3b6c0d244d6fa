export interface SpokenParagraph {
  speaker?: string;
  text: string;
}

/** "Maya: ..." or "Dr. Ana López: ..." at the start of a paragraph names who speaks. */
const SPEAKER_PREFIX = /^(\p{Lu}[\p{L}\p{M}'’.-]*(?: \p{Lu}[\p{L}\p{M}'’.-]*){0,3}): (?=\S)/u;

/**
 * A demo transcript (.txt) is spoken text, one paragraph per block, blocks separated
 * by a blank line; a paragraph may open with "Speaker Name: ". Line breaks inside a
 * block are just wrapping.
 */
export function splitTranscriptParagraphs(text: string): SpokenParagraph[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter((block) => block !== '')
    .map((block) => {
      const match = SPEAKER_PREFIX.exec(block);
      if (!match || match[1] === undefined) return { text: block };
      return { speaker: match[1], text: block.slice(match[0].length) };
    });
}
