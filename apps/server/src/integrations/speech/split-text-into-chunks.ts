/**
 * Splits text into pieces of at most `maxChars`, at sentence ends where it
 * can, else at commas or semicolons, else at spaces; a single word longer
 * than that is cut. Joined with spaces, the pieces give the text back.
 */
export function splitTextIntoChunks(text: string, maxChars: number): string[] {
  const normalized = text.replace(/\s+/g, ' ').trim();
  if (normalized === '') return [];
  const sentences = normalized.match(/[^.!?]+(?:[.!?]+|$)/g) ?? [normalized];
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences.map((part) => part.trim()).filter(Boolean)) {
    for (const piece of splitLongPiece(sentence, maxChars)) {
      if (current === '') current = piece;
      else if (current.length + 1 + piece.length <= maxChars) current = `${current} ${piece}`;
      else {
        chunks.push(current);
        current = piece;
      }
    }
  }
  if (current !== '') chunks.push(current);
  return chunks;
}

function splitLongPiece(piece: string, maxChars: number): string[] {
  if (piece.length <= maxChars) return [piece];
  for (const separator of [/(?<=[,;:])\s/, /\s/]) {
    const parts = piece.split(separator);
    if (parts.length > 1) {
      const grouped: string[] = [];
      let current = '';
      for (const part of parts) {
        const candidate = current === '' ? part : `${current} ${part}`;
        if (candidate.length <= maxChars) current = candidate;
        else {
          if (current !== '') grouped.push(current);
          current = part;
        }
      }
      if (current !== '') grouped.push(current);
      return grouped.flatMap((group) => splitLongPiece(group, maxChars));
    }
  }
  const cut: string[] = [];
  for (let start = 0; start < piece.length; start += maxChars) cut.push(piece.slice(start, start + maxChars));
  return cut;
}
