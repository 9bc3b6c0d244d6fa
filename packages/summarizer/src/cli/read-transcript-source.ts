import { readFile, stat } from 'node:fs/promises';
import {
  decodeTranscriptBytes,
  MAX_TRANSCRIPT_CHARACTERS,
  parseTranscript,
  type ParseResult,
} from '@podbite/transcript';

/** Reads and parses one transcript file; a missing file, a directory or bad content all come back as errors. */
export async function readTranscriptSource(path: string): Promise<ParseResult> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return failure('unreadable', `${path} is not a file.`);
    // Checked before reading, so that a huge file is never loaded.
    if (info.size > MAX_TRANSCRIPT_CHARACTERS) {
      return failure(
        'too-large',
        `${path} is ${Math.round(info.size / (1024 * 1024))} MB; the limit is 50 MB.`,
      );
    }
    return parseTranscript(decodeTranscriptBytes(await readFile(path)), { fileName: path });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    const reason =
      code === 'ENOENT'
        ? 'no such file.'
        : code === 'EACCES'
          ? 'permission denied.'
          : error instanceof Error
            ? error.message
            : String(error);
    return failure('unreadable', `Cannot read ${path}: ${reason}`);
  }
}

function failure(code: 'unreadable' | 'too-large', message: string): ParseResult {
  return { ok: false, error: { code, message } };
}
