import type { AutomaticLine } from './build-automatic-lines';
import type { CaptionCue } from './demo-library-model';

/**
 * YouTube's timedtext fmt=vtt. Both kinds start with the "Kind:"/"Language:" header.
 * Automatic tracks reproduce YouTube's rolling display (see auto-captions.en.vtt):
 * each line's cue shows the previous line above the new words, whose times are inline
 * (`word<00:00:01.000><c> next</c>`), followed by a 10 ms cue holding the finished
 * line alone. After a long silence the previous line is blank.
 */
const NEWLINE_LEAD_MS = 10;
const SILENCE_CLEARS_MS = 2_500;

export function renderManualWebVtt(cues: CaptionCue[], language: string): string {
  const blocks = cues.map(
    (cue) => `${formatVttTime(cue.startMs)} --> ${formatVttTime(cue.endMs)}\n${cue.text}`,
  );
  return `${header(language)}${blocks.join('\n\n')}\n`;
}

export function renderAutomaticWebVtt(lines: AutomaticLine[], language: string): string {
  const blocks: string[] = [];
  let previousText = ' ';
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    const lineText = line.words.map((word) => word.text).join(' ');
    const timedWords = line.words
      .map((word, wordIndex) =>
        wordIndex === 0 ? word.text : `<${formatVttTime(word.startMs)}><c> ${word.text}</c>`,
      )
      .join('');
    const end = next ? next.startMs - NEWLINE_LEAD_MS : line.endMs;
    blocks.push(
      `${formatVttTime(line.startMs)} --> ${formatVttTime(end)} align:start position:0%\n${previousText}\n${timedWords}`,
    );
    if (!next) return;
    const silence = next.startMs - line.endMs > SILENCE_CLEARS_MS;
    const shown = silence ? ' ' : lineText;
    blocks.push(
      `${formatVttTime(end)} --> ${formatVttTime(next.startMs)} align:start position:0%\n${shown}\n `,
    );
    previousText = shown;
  });
  return `${header(language)}${blocks.join('\n\n')}\n`;
}

function header(language: string): string {
  return `WEBVTT\nKind: captions\nLanguage: ${language}\n\n`;
}

export function formatVttTime(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  const millis = ms % 1000;
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(millis, 3)}`;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
