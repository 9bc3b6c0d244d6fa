import { readFile, stat } from 'node:fs/promises';
import { decodeTranscriptBytes } from '../decode-transcript-bytes';
import type { ParseResult } from '../model';
import { failParse } from '../parse-failure';
import { parseTranscript } from '../parse-transcript';
import { MAX_TRANSCRIPT_CHARACTERS } from '../prepare-transcript-input';

/** Reads and parses one file; every failure, from a missing file to bad content, comes back as an error result. */
export async function readTranscriptFile(path: string): Promise<ParseResult> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return failParse('unreadable', `${path} is not a file.`);
    // Checked before reading so a huge file is never loaded into memory.
    if (info.size > MAX_TRANSCRIPT_CHARACTERS) {
      return failParse(
        'too-large',
        `${path} is ${Math.round(info.size / (1024 * 1024))} MB; the limit is 50 MB.`,
      );
    }
    const content = decodeTranscriptBytes(await readFile(path));
    return parseTranscript(content, { fileName: path });
  } catch (error) {
    return failParse('unreadable', `Cannot read ${path}: ${describeFileError(error)}`);
  }
}

function describeFileError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return 'no such file.';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied.';
  return error instanceof Error ? error.message : String(error);
}
