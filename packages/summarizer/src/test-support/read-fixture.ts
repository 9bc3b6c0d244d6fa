import { readFileSync } from 'node:fs';
import { decodeTranscriptBytes, parseTranscript, type Transcript } from '@podbite/transcript';

/** Path of a file in packages/summarizer/test-fixtures/ (see its README for sources and licences). */
export function fixturePath(name: string): string {
  return new URL(`../../test-fixtures/${name}`, import.meta.url).pathname;
}

export function readFixtureTranscript(name: string): Transcript {
  const result = parseTranscript(decodeTranscriptBytes(readFileSync(fixturePath(name))), { fileName: name });
  if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
  return result.transcript;
}
