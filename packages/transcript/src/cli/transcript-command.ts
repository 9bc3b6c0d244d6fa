import { formatJsonLine, formatReadableSegments } from './format-transcript-output';
import { readTranscriptFile } from './read-transcript-file';

export interface CommandOutput {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

const USAGE = `Usage: podbite transcript [--json] FILE...
Parses caption and transcript files (WebVTT, SRT, YouTube json3 and timedtext XML,
Podcasting 2.0 JSON and HTML, plain text) and prints their segments.
  --json   one JSON line per file: {"file", "language"?, "segments": [...]} or {"file", "error"}
`;

/**
 * `podbite transcript [--json] FILE...`. Files are handled in order and one bad
 * file does not stop the others. Exit status: 0 all parsed, 1 any failed,
 * 2 usage error.
 */
export async function runTranscriptCommand(args: string[], io: CommandOutput): Promise<number> {
  const options = readArguments(args);
  if (options.kind === 'help') {
    io.stdout.write(USAGE);
    return 0;
  }
  if (options.kind === 'usage-error') {
    io.stderr.write(`podbite transcript: ${options.message}\n${USAGE}`);
    return 2;
  }

  let failed = false;
  for (const [index, file] of options.files.entries()) {
    const result = await readTranscriptFile(file);
    if (!result.ok) failed = true;
    if (options.json) {
      io.stdout.write(`${formatJsonLine(file, result)}\n`);
    } else if (result.ok) {
      const heading = options.files.length > 1 ? `${index > 0 ? '\n' : ''}== ${file} ==\n` : '';
      io.stdout.write(`${heading}${formatReadableSegments(result.transcript.segments)}\n`);
    } else {
      io.stderr.write(`podbite transcript: ${file}: ${result.error.message} (${result.error.code})\n`);
    }
  }
  return failed ? 1 : 0;
}

type CommandOptions =
  | { kind: 'run'; json: boolean; files: string[] }
  | { kind: 'help' }
  | { kind: 'usage-error'; message: string };

function readArguments(args: readonly string[]): CommandOptions {
  let json = false;
  const files: string[] = [];
  let optionsEnded = false;
  for (const arg of args) {
    if (optionsEnded || !arg.startsWith('-')) files.push(arg);
    else if (arg === '--') optionsEnded = true;
    else if (arg === '--json') json = true;
    else if (arg === '--help' || arg === '-h') return { kind: 'help' };
    else return { kind: 'usage-error', message: `unknown option ${arg}` };
  }
  if (files.length === 0) return { kind: 'usage-error', message: 'no files given' };
  return { kind: 'run', json, files };
}
