import { decodeHTML } from 'entities';

/**
 * Turns caption text into the clean spoken text of the model: no markup, no
 * entities, no sound annotations, single spaces.
 *
 * Decision: pure non-speech annotations are dropped from `text`. Captioners put
 * them in square brackets ("[Music]", "[Applause]", "[laughing]", "[Intro]",
 * "[inaudible]"); a summary quoting "[Music]" or a read-aloud bite saying it is
 * worse than a gap in the text, and the segment's times still cover the moment.
 * Music notes are dropped as glyphs but sung lyrics between them are kept,
 * because they are words somebody said. Parentheses are kept: in transcripts
 * they are as often real asides as annotations; but a few words in parentheses
 * that end on a sound ("(upbeat music)", "(laughs)", "(bell dings)", the way
 * YouTube's manual captions write them) are an annotation. A dialogue dash
 * ("- This is the record.", "Yes. - No.") marks another voice, as ">>" does: the
 * speaker is tracked from the raw text, and the dash leaves the spoken text.
 *
 * Every pattern here is linear: character classes without nested quantifiers,
 * and the bracket pattern is bounded to 80 characters; the parenthesis pattern
 * repeats at most three words, and its letters and spaces never overlap
 * (bench/measure-parsers.ts times it on hostile input at two sizes).
 */
export interface CleanOptions {
  /** Remove <tags> (caption and HTML markup). Off for plain text, where "<" is just a character. */
  stripTags?: boolean;
  /** Decode HTML/XML entities such as &amp; and &#39;. Off for sources that carry raw UTF-8 (json3). */
  decodeEntities?: boolean;
}

const TAG = /<[^<>]*>/g;
const LINE_BREAK_TAG = /<br\s{0,20}\/?>/gi;
const SOUND_ANNOTATION = /\[[^[\]\n]{0,80}\]/g;
// "all the way down [laughs]." loses the annotation and keeps its full stop on the word. The
// look-behind starts a match only where a whitespace run starts, which keeps it linear.
const SOUND_ANNOTATION_BEFORE_PUNCTUATION = /(?<!\s)\s*\[[^[\]\n]{0,80}\]\s*(?=[.,!?;:])/g;
const SOUNDS = String.raw`(?:music|laughs|laughing|laughter|chuckles|chuckling|applause|clapping|cheering|cheers|coughs|coughing|sighs|gasps|groans|screams|screaming|yelling|shouting|exclaims|exclaiming|whooshes|whooshing|clicks|clicking|dings|dinging|beeps|beeping|bleeps|booms|explodes|chirping|snaps|scratches|rewinding|burbling|shooting|rings|ringing|buzzing|thuds|crashes|rumbling|whistling|humming|sniffs|sobbing|crying|barking|splashing|striking|whirring|roaring|revving|honking|sizzling|hissing|clanging|creaking|rustling|squeaking|squealing|popping|thumping|banging|knocking|tapping|ticking|beatboxing|silence|inaudible|indistinct|crosstalk|censored|static)`;
// A sound in parentheses: up to three words, then the sound ("(upbeat music)", "(mark laughs)").
const SOUND_IN_PARENTHESES = String.raw`\(\s*(?:[\p{L}'’-]+\s+){0,3}${SOUNDS}\s*\)`;
const PARENTHESIZED_SOUND = new RegExp(SOUND_IN_PARENTHESES, 'giu');
const PARENTHESIZED_SOUND_BEFORE_PUNCTUATION = new RegExp(
  String.raw`(?<!\s)\s*${SOUND_IN_PARENTHESES}\s*(?=[.,!?;:])`,
  'giu',
);
// A hyphen or en dash and a space opening the text or a sentence: a dialogue dash, not a word.
const DIALOGUE_DASH = /(?:^|(?<=[.!?…"'’”)\]] ))[-–] +/g;
const MUSIC_NOTES = /[♪♫♬♩]/g;
// ">>" marks a change of speaker in broadcast-style captions; it is not spoken.
const SPEAKER_CHANGE_MARK = /(?:^|\s)>>+(?=\s|$)/g;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
// Some captioners end every line with a zero-width space after the full stop ("time.\u200b"),
// which hid the punctuation of a whole track. A zero-width space is a word break, so it becomes
// a space; word joiners and stray byte-order marks join, so they go.
const ZERO_WIDTH_SPACE = /\u200B/g;
const INVISIBLE_JOINERS = /[\u2060\uFEFF]/g;
const WHITESPACE_RUN = /\s+/g;
// Tab, line feed, carriage return and printable ASCII except "&" (which could start an entity).
const PLAIN_ASCII_WITHOUT_ENTITIES = /^[\t\n\r\x20-\x25\x27-\x7e]*$/;

export function cleanCaptionText(raw: string, options: CleanOptions = {}): string {
  // Most caption lines are already clean: one scan instead of ten replacements (which were, with
  // collapseWhitespace's, nearly half of parsing a WebVTT episode).
  if (isCleanText(raw)) return raw;
  const { stripTags = true, decodeEntities = true } = options;
  let text = raw;
  if (stripTags) text = text.replace(LINE_BREAK_TAG, ' ').replace(TAG, '');
  if (decodeEntities) text = decodeHTML(text);
  return text
    .replace(CONTROL_CHARACTERS, '')
    .replace(ZERO_WIDTH_SPACE, ' ')
    .replace(INVISIBLE_JOINERS, '')
    .replace(SOUND_ANNOTATION_BEFORE_PUNCTUATION, '')
    .replace(SOUND_ANNOTATION, ' ')
    .replace(PARENTHESIZED_SOUND_BEFORE_PUNCTUATION, '')
    .replace(PARENTHESIZED_SOUND, ' ')
    .replace(MUSIC_NOTES, ' ')
    .replace(SPEAKER_CHANGE_MARK, ' ')
    .replace(WHITESPACE_RUN, ' ')
    .trim()
    .replace(DIALOGUE_DASH, '');
}

/**
 * Decodes entities and removes characters that are never spoken, keeping the
 * whitespace as it is so word boundaries survive (used for per-word timings).
 */
export function cleanInlineText(raw: string, options: CleanOptions = {}): string {
  // Most caption words are plain printable ASCII without "&": nothing below would change them.
  if (PLAIN_ASCII_WITHOUT_ENTITIES.test(raw)) return raw;
  const { decodeEntities = true } = options;
  const text = decodeEntities ? decodeHTML(raw) : raw;
  return text
    .replace(CONTROL_CHARACTERS, '')
    .replace(ZERO_WIDTH_SPACE, ' ')
    .replace(INVISIBLE_JOINERS, '')
    .replace(MUSIC_NOTES, ' ');
}

/** Whitespace collapsed and trimmed; for speaker names and attribute values. */
export function collapseWhitespace(text: string): string {
  if (isCleanText(text)) return text;
  return text.replace(CONTROL_CHARACTERS, '').replace(WHITESPACE_RUN, ' ').trim();
}

/**
 * True when no step of cleanCaptionText or collapseWhitespace would change `text`, whatever the
 * options: single spaces between words and none at either end, no other whitespace, no control
 * or invisible characters, and none of the characters that open markup, entities, annotations or
 * speaker marks (< & [ ] > and an opening parenthesis, a hyphen standing alone, an en dash) or are
 * music notes. Read by hand, one character at a time.
 */
function isCleanText(text: string): boolean {
  const last = text.length - 1;
  for (let index = 0; index <= last; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x20) {
      if (index === 0 || index === last || text.charCodeAt(index - 1) === 0x20) return false;
    } else if (code < 0x7f) {
      if (code < 0x20 || code === 0x26 || code === 0x3c || code === 0x3e || code === 0x5b || code === 0x5d) {
        return false;
      }
      // An opening parenthesis (a sound?), and a hyphen standing alone (a dialogue dash?).
      if (code === 0x28) return false;
      if (
        code === 0x2d &&
        text.charCodeAt(index + 1) === 0x20 &&
        (index === 0 || text.charCodeAt(index - 1) === 0x20)
      )
        return false;
    } else if (code === 0x2013 || isSpaceOrInvisible(code) || (code >= 0x2669 && code <= 0x266c)) {
      return false;
    }
  }
  return true;
}

/** DEL, the characters /\s/ matches beyond ASCII, zero-width spaces, word joiners and byte-order marks. */
function isSpaceOrInvisible(code: number): boolean {
  return (
    code === 0x7f ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200b) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x2060 ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
