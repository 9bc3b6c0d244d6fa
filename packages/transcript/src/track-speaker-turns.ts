import { splitSpeakerPrefix, type SpeakerSplit } from './split-speaker-prefix';

/**
 * Speaker attribution for captions that mark a turn with a "Name:" prefix and
 * leave the following captions unmarked (SRT, manual YouTube captions): the
 * named speaker holds until the next prefix. A caption that opens with a music
 * note is a song, not the last speaker talking on, so it ends the turn; so does
 * one that opens with a change-of-speaker mark and no name (">> What was that?",
 * a dialogue dash "- Hello."): someone else speaks, and who is not said.
 */
export function createSpeakerTurnTracker(): (cleanText: string, rawText: string) => SpeakerSplit {
  let current: string | undefined;
  return (cleanText, rawText) => {
    const split = splitSpeakerPrefix(cleanText);
    if (split.speaker !== undefined) current = split.speaker;
    else if (OPENS_ANOTHER_VOICE.test(rawText)) current = undefined;
    const attributed = current === undefined ? { text: split.text } : { speaker: current, text: split.text };
    // A mark inside the caption ("Right. >> Okay.") hands the turn on after this caption's start.
    if (INNER_SPEAKER_CHANGE.test(rawText)) current = undefined;
    return attributed;
  };
}

/** A music note, ">>", or a dialogue dash (a hyphen or en dash before a space or a capital) opening the caption. */
const OPENS_ANOTHER_VOICE = /^\s*(?:[♪♫♬]|>>|[-\u2013](?:\s|(?=\p{Lu})))/u;
const INNER_SPEAKER_CHANGE = /\S\s+>>+(?:\s|$)/;
