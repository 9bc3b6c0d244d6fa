import type { Sentence } from '../sentences/sentence';
import { depthScores, normalise, smooth } from './lexical-cohesion';

/**
 * Who holds the floor, read like TextTiling reads the words: at each gap, the cosine of how many
 * words each named speaker says in the minute before and the minute after, and the depth of the
 * valley that similarity makes, in units of the episode's mean valley. In a meeting a new part
 * often hands the floor over (a presenter takes over, a new member questions a witness) without any
 * word of its own to mark it. All zeros unless most sentences name their speaker: a monologue or
 * YouTube captions have no floor to hand over.
 */
export function floorShiftDepth(sentences: readonly Sentence[], units: readonly number[]): number[] {
  if (!mostlyNamed(sentences, units)) return new Array<number>(units.length).fill(0);
  const similarity = smooth(floorSimilarity(sentences, units));
  return normalise(depthScores(similarity));
}

/** Seconds of speech on each side of a gap whose speakers are compared. */
const floorWindow = 60;

function mostlyNamed(sentences: readonly Sentence[], units: readonly number[]): boolean {
  let named = 0;
  for (const unit of units) if (sentences[unit]!.speaker !== undefined) named++;
  return named >= units.length * 0.5;
}

/**
 * Per gap (the one before unit k; 1 at k = 0), the cosine of the speakers' word counts in the
 * window before and the window after, 1 when either window is empty. Both windows slide with the
 * gap, each unit entering and leaving each once, so the pass is linear in the units.
 */
function floorSimilarity(sentences: readonly Sentence[], units: readonly number[]): Float64Array {
  const speakerIds = new Map<string, number>();
  const speakerOf = units.map((unit) => {
    const name = sentences[unit]!.speaker ?? '';
    if (!speakerIds.has(name)) speakerIds.set(name, speakerIds.size);
    return speakerIds.get(name)!;
  });
  const wordsOf = units.map((unit) => sentences[unit]!.words.length);
  const timeOf = units.map((unit) => sentences[unit]!.startSeconds);
  const before = new FloorWindow(speakerIds.size);
  const after = new FloorWindow(speakerIds.size);
  const pair = { dot: 0 };
  const result = new Float64Array(units.length).fill(1);
  // before holds units [behind, k), after holds units [k, ahead).
  let behind = 0;
  let ahead = 0;
  for (let k = 0; k < units.length; k++) {
    const time = timeOf[k]!;
    while (ahead < units.length && timeOf[ahead]! < time + floorWindow) {
      after.change(before, pair, speakerOf[ahead]!, wordsOf[ahead]!);
      ahead++;
    }
    while (behind < k && timeOf[behind]! < time - floorWindow) {
      before.change(after, pair, speakerOf[behind]!, -wordsOf[behind]!);
      behind++;
    }
    if (k > 0 && before.norm > 0 && after.norm > 0)
      result[k] = pair.dot / Math.sqrt(before.norm * after.norm);
    // Unit k moves from the window after the next gap to the one before it.
    after.change(before, pair, speakerOf[k]!, -wordsOf[k]!);
    before.change(after, pair, speakerOf[k]!, wordsOf[k]!);
  }
  return result;
}

/** Words per speaker in one window, with its squared norm kept as counts change. */
class FloorWindow {
  readonly words: Float64Array;
  norm = 0;

  constructor(speakers: number) {
    this.words = new Float64Array(speakers);
  }

  /** Adds `delta` words of `speaker`, keeping the dot product with `other` in `pair`. */
  change(other: FloorWindow, pair: { dot: number }, speaker: number, delta: number): void {
    const was = this.words[speaker]!;
    this.words[speaker] = was + delta;
    this.norm += 2 * was * delta + delta * delta;
    pair.dot += delta * other.words[speaker]!;
  }
}
