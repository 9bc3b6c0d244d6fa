// Entry of the `podbite` command: dispatches to one subcommand.
import { runTranscriptCommand } from '@podbite/transcript/cli';

const usage = `Usage:
  podbite transcript [--json] FILE...   parse caption/transcript files into segments
  podbite summarize [--json] FILE...    turn transcripts into pods`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'transcript':
      return runTranscriptCommand(rest, { stdout: process.stdout, stderr: process.stderr });
    case 'summarize': {
      const { runSummarizeCommand } = await import('./summarize-command');
      return runSummarizeCommand(rest, { stdout: process.stdout, stderr: process.stderr });
    }
    default:
      process.stderr.write(`${usage}\n`);
      return command === '--help' || command === '-h' ? 0 : 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
