// Who speaks, as signals added to the model's log-odds (sessions 16 and 17 of compare-boundary-choices.ts):
// turn starts and their length, a turn's opening thanks, how recently a speaker spoke, who holds the floor.
import { boundaryFeatureNames, openingOf } from '../analysis/boundary-features';
import { depthScores, normalise, smooth } from '../analysis/lexical-cohesion';
import { opensWithThanks, scoreTopicShiftCue } from '../analysis/topic-cues';
import { cue, type Episode } from './boundary-choice-episode';

// Session 16: who speaks. When the transcript names its speakers, a topic opens at a turn start (97% of
// meetings' references lie within 3 s of one), and more often at a long turn than a short one.
/** Per unit: the words of the speaker turn it opens (0 mid-turn or without named speakers). */
export const turnWords = (p: Episode): number[] => {
  const named = p.units.filter((unit) => p.sentences[unit]!.speaker !== undefined).length;
  const result = p.units.map(() => 0);
  if (named < p.units.length * 0.5) return result;
  let open = -1;
  p.units.forEach((unit, k) => {
    const sentence = p.sentences[unit]!;
    const before = k > 0 ? p.sentences[p.units[k - 1]!]! : undefined;
    if (!before || before.speaker !== sentence.speaker) open = k;
    result[open] = result[open]! + sentence.words.length;
  });
  return result;
};
export const hasSpeakers = (p: Episode) => turnWords(p).some((words, k) => k > 0 && words > 0);
export const turnScores = (p: Episode, midTurn: number, perLogWord: number, centre: boolean) => {
  const words = turnWords(p);
  if (!hasSpeakers(p)) return p.scores;
  const opens = words.filter((w, k) => k > 0 && w > 0).map((w) => Math.log1p(w));
  const meanLog = centre ? opens.reduce((s, x) => s + x, 0) / Math.max(1, opens.length) : 0;
  return p.scores.map((score, k) =>
    k === 0
      ? score
      : words[k]! > 0
        ? score + perLogWord * (Math.log1p(words[k]!) - meanLog)
        : score - midTurn,
  );
};

// Session 17: a turn's opening thanks counted against how often the episode's turns open with thanks. In a
// hearing every member takes the floor with "Thank you, Chair", so each thanks cue (the full weak cue's
// log-odds, about 6.8) became a boundary; a reply's "thank you for ..." never opened a tune topic.
const thanksReply =
  /^(?:okay|ok|right|all right|alright)?[,.]? ?(?:thank you|thanks)(?: very much| so much)? for\b/;
const thanksGaps = (p: Episode): number[] => {
  const result: number[] = [];
  p.units.forEach((unit, k) => {
    if (k === 0 || p.features[k]![cue.index]! !== 0.5) return;
    const opening = openingOf(p.sentences[unit]!);
    if (opensWithThanks(opening) && scoreTopicShiftCue(opening) < 0.5) result.push(k);
  });
  return result;
};
export const speakerChange = boundaryFeatureNames.indexOf('speakerChange');
export const thanksScores = (p: Episode, value: (k: number, rate: number) => number) => {
  const gaps = thanksGaps(p);
  if (gaps.length === 0) return p.scores;
  const turns = p.features.filter((gap, k) => k > 0 && gap[speakerChange]! === 1).length;
  const rate = gaps.length / Math.max(1, turns);
  const scores = [...p.scores];
  for (const k of gaps) scores[k] = scores[k]! + cue.weight * (value(k, rate) - 0.5);
  return scores;
};
export const isReply = (p: Episode, k: number) => thanksReply.test(openingOf(p.sentences[p.units[k]!]!));

// Session 17: a thanks from a speaker who spoke moments ago acknowledges an answer inside an exchange
// (tune meetings, within 3 s of a reference: 9 of 171 such thanks against 85 of 516 of others).
export const sinceSpoke = (p: Episode): number[] => {
  const last = new Map<string, number>();
  return p.units.map((unit) => {
    const sentence = p.sentences[unit]!;
    const speaker = sentence.speaker ?? '';
    const since = last.has(speaker) ? sentence.startSeconds - last.get(speaker)! : Infinity;
    last.set(speaker, sentence.endSeconds);
    return since;
  });
};

// Session 17: who holds the floor. Per gap, 1 - the cosine of the words each named speaker says in the
// window before and the window after (a presentation's presenter takes over, a new member questions);
// centred on the episode's mean, added to the log-odds times a weight. 0 without named speakers.
export const floorChange = (p: Episode, window: number, centred = true): number[] => {
  const named = p.units.filter((unit) => p.sentences[unit]!.speaker !== undefined).length;
  if (named < p.units.length * 0.5) return p.units.map(() => 0);
  const shares = (from: number, to: number) => {
    const words = new Map<string, number>();
    for (let k = 0; k < p.units.length; k++) {
      const t = p.times[k]!;
      if (t < from || t >= to) continue;
      const sentence = p.sentences[p.units[k]!]!;
      const speaker = sentence.speaker ?? '';
      words.set(speaker, (words.get(speaker) ?? 0) + sentence.words.length);
    }
    return words;
  };
  const change = p.units.map((_, k) => {
    if (k === 0) return 0;
    const t = p.times[k]!;
    const before = shares(t - window, t);
    const after = shares(t, t + window);
    let dot = 0;
    let a = 0;
    let b = 0;
    for (const [speaker, count] of before) {
      dot += count * (after.get(speaker) ?? 0);
      a += count * count;
    }
    for (const count of after.values()) b += count * count;
    return a > 0 && b > 0 ? 1 - dot / Math.sqrt(a * b) : 0;
  });
  if (!centred) return change;
  const mean = change.reduce((sum, x) => sum + x, 0) / Math.max(1, change.length - 1);
  return change.map((x, k) => (k === 0 ? 0 : x - mean));
};

// The floor's change read as a valley, as TextTiling reads the words: the depth of each dip in the
// speakers' similarity across the gap, in units of the episode's mean valley (peaks, not plateaus).
export const floorDepth = (p: Episode, window: number): number[] => {
  const change = floorChange(p, window, false);
  if (change.every((x) => x === 0)) return change;
  const similarity = smooth(Float64Array.from(change, (x, k) => (k === 0 ? 1 : 1 - x)));
  const depth = normalise(depthScores(similarity)).map((x) => Math.min(4, x));
  const mean = depth.reduce((sum, x) => sum + x, 0) / Math.max(1, depth.length - 1);
  return depth.map((x, k) => (k === 0 ? 0 : x - mean));
};
