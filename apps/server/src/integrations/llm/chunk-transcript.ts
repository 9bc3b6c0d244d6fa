import type { Transcript } from '@podbite/transcript';
import { formatTimestamp } from 'podbite';

/** About 3,000 tokens of transcript per request: within every model's context, with room for the answer. */
const chunkCharacters = 12_000;

export interface TranscriptChunk {
  /** Lines "[m:ss] text", one per caption segment, so the model can cite times. */
  text: string;
  startSeconds: number;
  endSeconds: number;
}

export function chunkTranscript(transcript: Transcript): TranscriptChunk[] {
  const chunks: TranscriptChunk[] = [];
  let lines: string[] = [];
  let size = 0;
  let start = 0;
  let end = 0;
  const flush = (): void => {
    if (lines.length > 0) chunks.push({ text: lines.join('\n'), startSeconds: start, endSeconds: end });
    lines = [];
    size = 0;
  };
  for (const segment of transcript.segments) {
    const text = segment.text.replace(/\s+/g, ' ').trim();
    if (text === '') continue;
    const line = `[${formatTimestamp(segment.startSeconds)}] ${segment.speaker ? `${segment.speaker}: ` : ''}${text}`;
    if (size + line.length > chunkCharacters) flush();
    if (lines.length === 0) start = segment.startSeconds;
    lines.push(line);
    size += line.length + 1;
    end = segment.endSeconds;
  }
  flush();
  return chunks;
}
