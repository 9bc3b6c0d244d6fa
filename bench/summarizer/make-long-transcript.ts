import { readFileSync } from 'node:fs';
import {
  decodeTranscriptBytes,
  parseTranscript,
  type Transcript,
  type TranscriptSegment,
} from '@podbite/transcript';

const fixtures = ['python-bytes-300.vtt', 'python-bytes-216.vtt'];

/**
 * A transcript of the given length made of real episodes (the Python Bytes
 * fixtures in packages/summarizer/test-fixtures, 55 and 32 minutes) played one after the other
 * and cut at the end, with times shifted so they run on.
 */
export function makeLongTranscript(seconds: number, fixtureFolder: string): Transcript {
  const sources = fixtures.map((name) => {
    const path = `${fixtureFolder.replace(/\/?$/, '/')}${name}`;
    const parsed = parseTranscript(decodeTranscriptBytes(readFileSync(path)), { fileName: name });
    if (!parsed.ok) throw new Error(`${name}: ${parsed.error.message}`);
    return parsed.transcript.segments;
  });
  const segments: TranscriptSegment[] = [];
  let offset = 0;
  for (let k = 0; offset < seconds; k++) {
    const source = sources[k % sources.length]!;
    for (const segment of source) {
      if (segment.startSeconds + offset >= seconds) break;
      segments.push({
        ...segment,
        startSeconds: segment.startSeconds + offset,
        endSeconds: segment.endSeconds + offset,
      });
    }
    offset += source[source.length - 1]!.endSeconds;
  }
  return { segments, format: 'webvtt' };
}
