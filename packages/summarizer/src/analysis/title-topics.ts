import type { Sentence } from '../sentences/sentence';
import { stemWord } from '../text/stem-word';
import { isContentWord, type TermIndex } from './term-index';
import { isTitleWord } from './title-words';

interface Candidate {
  key: string;
  stems: string[];
  count: number;
  firstSentence: number;
  surfaces: Map<string, number>;
  /** Times it was written with a capital inside a sentence: a name ("Jupyter", "GitHub Actions"). */
  named: number;
}

/** Quantities said in words ("sixty degrees", "twenty-nine") measure a subject; they never name it. */
const numberWord =
  /^(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|hundreds|thousand|thousands|million|millions|billion|billions|half|dozen|first|second|third)(?:-\w+)?$/;

/** Words that do not make a title on their own, though they carry content elsewhere. */
const weakTitleWords = new Set([
  'new',
  'old',
  'version',
  'thing',
  'people',
  'question',
  'idea',
  'example',
  'point',
  'part',
  'kinds',
  'lots',
  'yes',
  'hour',
  'minute',
  'minutes',
  'hours',
  'seconds',
  'okay',
]);

/**
 * A short title per topic: its most characteristic keyphrase. Candidates are
 * runs of one to three content words ("jupyter notebooks", "grid template
 * areas"); a candidate scores by how often the topic says it, how rarely the
 * other topics do, and a bonus for two- and three-word phrases that recur.
 * Two topics never share a title.
 */
export function titleTopics(
  sentences: readonly Sentence[],
  terms: TermIndex,
  topicStarts: readonly number[],
  excluded: Uint8Array,
): string[] {
  const perTopic = topicStarts.map((start, k) => {
    const end = topicStarts[k + 1] ?? sentences.length;
    return collectCandidates(sentences, start, end, excluded);
  });
  const topicFrequency = new Map<string, number>();
  for (const candidates of perTopic) {
    const stems = new Set<string>();
    for (const candidate of candidates.values()) for (const stem of candidate.stems) stems.add(stem);
    for (const stem of stems) topicFrequency.set(stem, (topicFrequency.get(stem) ?? 0) + 1);
  }
  const stemIdf = new Map<string, number>();
  terms.stems.forEach((stem, id) => stemIdf.set(stem, terms.idf[id]!));
  const maxIdf = Math.max(1, ...terms.idf);
  const topicCount = topicStarts.length;
  const weightOf = (stem: string): number => {
    const acrossTopics =
      topicCount > 1 ? Math.log((topicCount + 1) / ((topicFrequency.get(stem) ?? 1) + 0.5)) : 1;
    const acrossSentences = Math.sqrt((stemIdf.get(stem) ?? maxIdf) / maxIdf);
    return Math.max(0.05, acrossTopics) * acrossSentences;
  };

  const ranked = perTopic.map((candidates, k) => {
    const start = topicStarts[k]!;
    const end = topicStarts[k + 1] ?? sentences.length;
    const span = Math.max(1, end - start);
    // A word said in most topics (a host's name, the show's subject) titles none of them.
    const everywhere = (stem: string): boolean =>
      topicCount >= 4 && (topicFrequency.get(stem) ?? 0) > topicCount * 0.5;
    return (
      [...candidates.values()]
        .filter((candidate) => !candidate.stems.some(everywhere))
        // A name in many topics is a host's, not a subject.
        .filter(
          (candidate) =>
            !(
              candidate.named > 0 &&
              topicCount >= 4 &&
              candidate.stems.length === 1 &&
              (topicFrequency.get(candidate.stems[0]!) ?? 0) > topicCount * 0.3
            ),
        )
        .map((candidate) => {
          const weight =
            candidate.stems.reduce((sum, stem) => sum + weightOf(stem), 0) / candidate.stems.length;
          const lengthBonus = candidate.stems.length === 1 ? 1 : candidate.stems.length === 2 ? 1.8 : 2.1;
          // A subject is introduced as its topic opens and keeps being said. Names get no
          // bonus of their own: creators title a chapter by its subject ("The forgetting
          // curve"), not by the person quoted in it (tune videos of demo-chapters: 0.195 to 0.227).
          const early = (candidate.firstSentence - start) / span < 0.35 ? 1.5 : 1;
          return { candidate, score: candidate.count * weight * lengthBonus * early };
        })
        .sort((a, b) => b.score - a.score)
    );
  });

  const used = new Set<string>();
  const titles = ranked.map((options, k) => {
    const pick = options.find((option) => !used.has(option.candidate.key));
    if (!pick) return k === 0 ? 'Intro' : `Part ${k + 1}`;
    used.add(pick.candidate.key);
    return formatTitle(pick.candidate);
  });
  // A short opening before the first subject (under 45 s, with at least two
  // subjects after it) is the intro, which is what creators call it too.
  if (topicStarts.length >= 3 && sentences[topicStarts[1]!]!.startSeconds < 45) titles[0] = 'Intro';
  return titles;
}

function collectCandidates(
  sentences: readonly Sentence[],
  start: number,
  end: number,
  excluded: Uint8Array,
): Map<string, Candidate> {
  const candidates = new Map<string, Candidate>();
  for (let i = start; i < end; i++) {
    if (excluded[i] === 1) continue;
    let run: Array<{ stem: string; surface: string; named: boolean }> = [];
    const flush = (): void => {
      for (let size = 1; size <= 3; size++) {
        for (let from = 0; from + size <= run.length; from++) {
          const slice = run.slice(from, from + size);
          const head = slice[0]!;
          const tail = slice[slice.length - 1]!;
          if (size === 1 && weakTitleWords.has(head.surface.toLowerCase())) continue;
          if (
            !isTitleWord(head.surface.toLowerCase(), head.named) ||
            !isTitleWord(tail.surface.toLowerCase(), tail.named)
          )
            continue;
          const stems = slice.map((part) => part.stem);
          const key = stems.join(' ');
          const surface = slice.map((part) => part.surface).join(' ');
          let candidate = candidates.get(key);
          if (!candidate) {
            candidate = { key, stems, count: 0, firstSentence: i, surfaces: new Map(), named: 0 };
            candidates.set(key, candidate);
          }
          candidate.count++;
          if (slice.every((part) => part.named)) candidate.named++;
          candidate.surfaces.set(surface, (candidate.surfaces.get(surface) ?? 0) + 1);
        }
      }
      run = [];
    };
    sentences[i]!.words.forEach((word, position) => {
      const normalized = word.normalized;
      const surface = word.text.replace(/^[^\p{L}\p{N}]+/u, '').replace(/[^\p{L}\p{N}+#]+$/u, '');
      if (
        isContentWord(normalized) &&
        !/^\d/.test(normalized) &&
        !numberWord.test(normalized) &&
        surface.length > 1
      ) {
        const named = position > 0 && !sentences[i]!.restored && /\p{Lu}/u.test(surface);
        run.push({ stem: stemWord(normalized), surface, named });
      } else {
        flush();
      }
      if (/[,.;:!?]$/.test(word.text)) flush();
    });
    flush();
  }
  return candidates;
}

/** The most frequent spelling, with a capital first letter (unless it follows "and"). */
function formatTitle(candidate: Candidate, leading = true): string {
  let best = '';
  let bestCount = -1;
  for (const [surface, count] of candidate.surfaces) {
    // Prefer a spelling with capitals inside ("GitHub Actions"), which is how the name is written.
    const score = count + (/\p{Lu}/u.test(surface.slice(1)) ? 0.5 : 0);
    if (score > bestCount) {
      best = surface;
      bestCount = score;
    }
  }
  return leading ? best.charAt(0).toUpperCase() + best.slice(1) : best;
}
