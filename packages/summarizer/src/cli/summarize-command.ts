import { buildPod } from '../build-pod';
import { formatErrorJsonLine, formatPodJsonLine, formatPodText } from './format-pod-output';
import { readTranscriptSource } from './read-transcript-source';

export interface CommandOutput {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

const usage = `Usage: podbite summarize [--json] FILE...
Turns transcripts (WebVTT, SRT, YouTube json3 and timedtext XML, Podcasting 2.0
JSON and HTML, plain text) into pods: overview, key takeaways, action items,
quotes, topics and promotions, each with its timestamp.
  --json   one JSON line per file, in order: {"file", "durationSeconds", ...} or {"file", "error"}
`;

/**
 * `podbite summarize [--json] FILE...`. Files are handled in order and one bad
 * file does not stop the others. Exit status: 0 all summarized, 1 any failed,
 * 2 usage error.
 */
export async function runSummarizeCommand(args: string[], io: CommandOutput): Promise<number> {
  const options = readArguments(args);
  if (options.kind === 'help') {
    io.stdout.write(usage);
    return 0;
  }
  if (options.kind === 'usage-error') {
    io.stderr.write(`podbite summarize: ${options.message}\n${usage}`);
    return 2;
  }
  let failed = false;
  for (const [index, file] of options.files.entries()) {
    const parsed = await readTranscriptSource(file);
    if (!parsed.ok) {
      failed = true;
      if (options.json) io.stdout.write(`${formatErrorJsonLine(file, parsed.error)}\n`);
      else io.stderr.write(`podbite summarize: ${file}: ${parsed.error.message} (${parsed.error.code})\n`);
      continue;
    }
    const pod = buildPod(parsed.transcript);
    if (options.json) {
      io.stdout.write(`${formatPodJsonLine(file, pod)}\n`);
    } else {
      const heading = options.files.length > 1 ? `${index > 0 ? '\n' : ''}== ${file} ==\n` : '';
      io.stdout.write(`${heading}${formatPodText(pod)}`);
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
    if (optionsEnded || !arg.startsWith('-') || arg === '-') files.push(arg);
    else if (arg === '--') optionsEnded = true;
    else if (arg === '--json') json = true;
    else if (arg === '--help' || arg === '-h') return { kind: 'help' };
    else return { kind: 'usage-error', message: `unknown option ${arg}` };
  }
  if (files.length === 0) return { kind: 'usage-error', message: 'no files given' };
  return { kind: 'run', json, files };
}
