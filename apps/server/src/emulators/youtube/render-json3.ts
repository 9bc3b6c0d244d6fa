import type { AutomaticLine } from './build-automatic-lines';
import type { CaptionCue } from './demo-library-model';

/**
 * YouTube's timedtext fmt=json3. Manual tracks are one event per cue. Automatic tracks
 * are a rolling two-line window (see the rg7Fvvl3taU fixture): a window event first,
 * then per line an event with one seg per word (tOffsetMs from the line start) that
 * stays up until the line after next begins, and a "\n" event appended just before
 * the next line starts.
 */
const ASR_CONFIDENCE = 255;
/** The "\n" event starts this long before the next line, as in YouTube's own tracks. */
const NEWLINE_LEAD_MS = 10;

export function renderManualJson3(cues: CaptionCue[]): string {
  return JSON.stringify({
    wireMagic: 'pb3',
    pens: [{}],
    wsWinStyles: [{}],
    wpWinPositions: [{}],
    events: cues.map((cue) => ({
      tStartMs: cue.startMs,
      dDurationMs: cue.endMs - cue.startMs,
      segs: [{ utf8: cue.text }],
    })),
  });
}

export function renderAutomaticJson3(lines: AutomaticLine[], durationMs: number): string {
  const events: object[] = [{ tStartMs: 0, dDurationMs: durationMs, id: 1, wpWinPosId: 1, wsWinStyleId: 1 }];
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    const visibleUntil = lines[index + 2]?.startMs ?? next?.endMs ?? line.endMs;
    events.push({
      tStartMs: line.startMs,
      dDurationMs: visibleUntil - line.startMs,
      wWinId: 1,
      segs: line.words.map((word, wordIndex) =>
        wordIndex === 0
          ? { utf8: word.text, acAsrConf: ASR_CONFIDENCE }
          : { utf8: ` ${word.text}`, tOffsetMs: word.startMs - line.startMs, acAsrConf: ASR_CONFIDENCE },
      ),
    });
    if (next) {
      const newlineAt = next.startMs - NEWLINE_LEAD_MS;
      events.push({
        tStartMs: newlineAt,
        dDurationMs: visibleUntil - newlineAt,
        wWinId: 1,
        aAppend: 1,
        segs: [{ utf8: '\n' }],
      });
    }
  });
  return JSON.stringify({
    wireMagic: 'pb3',
    pens: [{}],
    wsWinStyles: [{}, { mhModeHint: 2, juJustifCode: 0, sdScrollDir: 3 }],
    wpWinPositions: [{}, { apPoint: 6, ahHorPos: 20, avVerPos: 100, rcRows: 2, ccCols: 40 }],
    events,
  });
}
