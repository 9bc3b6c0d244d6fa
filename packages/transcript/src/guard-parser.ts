import type { ParseResult } from './model';
import { failParse } from './parse-failure';

/**
 * Last line of defence behind the promise that parsers never throw: parsers are
 * written not to, and are fuzzed for it, but a bug must cost one file a clear
 * error, never an ingestion job or a CLI run.
 */
export function guardParser(
  formatName: string,
  parse: (content: string) => ParseResult,
): (content: string) => ParseResult {
  return (content: string) => {
    try {
      return parse(content);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return failParse('malformed', `Could not read the ${formatName} input: ${reason}`);
    }
  };
}
