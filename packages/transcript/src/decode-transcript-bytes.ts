/**
 * Text of a transcript file or download. Transcripts are UTF-8 almost always;
 * Windows tools still write UTF-16 with a byte-order mark, so that is honoured.
 * Invalid bytes become U+FFFD instead of failing, and format detection then
 * recognises binary content by them.
 */
export function decodeTranscriptBytes(bytes: Uint8Array): string {
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : 'utf-8';
  return new TextDecoder(encoding).decode(bytes);
}
