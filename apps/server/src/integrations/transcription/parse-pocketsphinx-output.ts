import type { RecognizedWord } from './recognized-word';

/**
 * Reads what pocketsphinx printed into utterances of words. Two CLIs exist:
 * - pocketsphinx 5 (`pocketsphinx single file.wav`): one JSON object per utterance,
 *   `{"b": start, "d": duration, "t": text, "w": [{"b", "d", "t"}]}`.
 * - pocketsphinx 0.8 as Debian 12 ships it (`pocketsphinx_continuous -infile file.wav
 *   -time yes`): per utterance a line with the hypothesis, then one
 *   "word start end confidence" line per word, bracketed by `<s>` and `</s>`.
 * Silence, noise and sentence markers are dropped, and alternate pronunciations
 * ("what(2)") lose their suffix. Lines that fit neither form are ignored.
 */
export function parsePocketsphinxOutput(output: string): RecognizedWord[][] {
  const utterances: RecognizedWord[][] = [];
  let current: RecognizedWord[] = [];
  const finishUtterance = () => {
    if (current.length > 0) utterances.push(current);
    current = [];
  };

  for (const rawLine of output.split('\n')) {
    const line = rawLine.trim();
    if (line === '') continue;
    if (line.startsWith('{')) {
      finishUtterance();
      const words = readJsonUtterance(line);
      if (words.length > 0) utterances.push(words);
      continue;
    }
    const word = WORD_LINE.exec(line);
    if (!word) {
      // A hypothesis line starts the next utterance of the 0.8 format.
      finishUtterance();
      continue;
    }
    const [, token = '', start = '', end = ''] = word;
    if (token === '<s>') finishUtterance();
    const recognized = toWord(token, Number(start), Number(end));
    if (recognized) current.push(recognized);
  }
  finishUtterance();
  return utterances;
}

const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?(?:e-?\d+)?)$/;

function readJsonUtterance(line: string): RecognizedWord[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return [];
  }
  const words = (parsed as { w?: unknown } | null)?.w;
  if (!Array.isArray(words)) return [];
  const recognized: RecognizedWord[] = [];
  for (const entry of words as unknown[]) {
    const { t, b, d } = (entry ?? {}) as { t?: unknown; b?: unknown; d?: unknown };
    if (typeof t !== 'string' || typeof b !== 'number' || typeof d !== 'number') continue;
    const word = toWord(t, b, b + d);
    if (word) recognized.push(word);
  }
  return recognized;
}

function toWord(token: string, startSeconds: number, endSeconds: number): RecognizedWord | null {
  if (isFiller(token) || !Number.isFinite(startSeconds) || !Number.isFinite(endSeconds)) return null;
  const text = token.replace(/\(\d+\)$/, '');
  if (text === '') return null;
  return { text, startSeconds, endSeconds: Math.max(startSeconds, endSeconds) };
}

function isFiller(token: string): boolean {
  return (
    token === '(NULL)' ||
    (token.startsWith('<') && token.endsWith('>')) ||
    (token.startsWith('[') && token.endsWith(']')) ||
    (token.startsWith('++') && token.endsWith('++'))
  );
}
