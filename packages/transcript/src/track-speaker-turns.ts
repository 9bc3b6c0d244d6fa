import { splitSpeakerPrefix, type SpeakerSplit } from './split-speaker-prefix';

/**
 * Speaker attribution for captions that mark a turn with a "Name:" prefix and
 * leave the following captions unmarked (SRT, manual YouTube captions): the
 * named speaker holds until the next prefix. A caption that opens with a music
 * note is a song, not the last speaker talking on, so it ends the turn.
 */
export function createSpeakerTurnTracker(): (cleanText: string, rawText: string) => SpeakerSplit {
  let current: string | undefined;
  return (cleanText, rawText) => {
    const split = splitSpeakerPrefix(cleanText);
    if (split.speaker !== undefined) current = split.speaker;
    else if (/^\s*[♪♫♬]/.test(rawText)) current = undefined;
    return current === undefined ? { text: split.text } : { speaker: current, text: split.text };
  };
}
