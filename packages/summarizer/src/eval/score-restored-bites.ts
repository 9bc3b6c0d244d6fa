// How often the bites made from restored sentences are whole sentences of human punctuation:
// `npx tsx packages/summarizer/src/eval/score-restored-bites.ts [fixtures]`. Each punctuated
// source (loadPunctuatedSpeech) is given to buildPod with its punctuation, case and speaker
// names taken away, caption lines and their times kept, as auto-captions would be; a bite is
// whole when the restored sentence it comes from starts and ends where the original has a
// sentence end. Per bite type, tune and check (the check split is only read).
import type { Transcript } from '@podbite/transcript';
import { buildPod } from '../build-pod';
import { buildSentences } from '../sentences/build-sentences';
import type { EvalSplit } from './eval-split';
import { readEvalCommandLine } from './load-eval-sources';
import { loadPunctuatedSpeech } from './punctuated-speech';
import { percentOf } from './format-percent';

const { fixtures } = readEvalCommandLine(process.argv.slice(2));
const types = ['quote', 'overview', 'keyTakeaway', 'actionItem'] as const;

for (const split of ['tune', 'check'] as EvalSplit[]) {
  const counts = new Map<string, { bites: number; whole: number; startWhole: number }>();
  for (const speech of loadPunctuatedSpeech(fixtures, split, true)) {
    const timed = speech.timed!;
    const segments: Transcript['segments'] = [];
    for (let i = 0; i < timed.length; i++) {
      const word = timed[i]!;
      const last = segments[segments.length - 1];
      if (last && timed[i - 1]!.segmentIndex === word.segmentIndex) last.text += ` ${word.text}`;
      else {
        if (last) last.endSeconds = Math.max(last.startSeconds, word.startSeconds);
        segments.push({
          startSeconds: word.startSeconds,
          endSeconds: word.startSeconds + 2,
          text: word.text,
        });
      }
    }
    const transcript: Transcript = { segments, automatic: true };
    const sentences = buildSentences(transcript);
    const starts: number[] = [];
    let offset = 0;
    for (const sentence of sentences) {
      starts.push(offset);
      offset += sentence.words.length;
    }
    // The alignment holds only when the restored sentences hold every word once, in order.
    if (offset !== speech.words.length) continue;
    for (const bite of buildPod(transcript).bites) {
      if (!(types as readonly string[]).includes(bite.type)) continue;
      let k = 0;
      while (k + 1 < sentences.length && sentences[k + 1]!.startSeconds <= bite.startSeconds) k++;
      const start = starts[k]!;
      const end = start + sentences[k]!.words.length;
      // An action item's imperative is its first word: a wrong start makes a statement look like advice.
      const startWhole = start === 0 || speech.labels[start - 1] === 1;
      const whole = startWhole && (end === speech.words.length || speech.labels[end - 1] === 1);
      for (const key of [`${bite.type} ${speech.source}`, `${bite.type} all`]) {
        const count = counts.get(key) ?? { bites: 0, whole: 0, startWhole: 0 };
        count.bites++;
        if (whole) count.whole++;
        if (startWhole) count.startWhole++;
        counts.set(key, count);
      }
    }
  }
  console.log(
    `\n${split} split: bites that are whole human sentences, from transcripts stripped of punctuation`,
  );
  for (const [key, { bites, whole, startWhole }] of [...counts].sort())
    console.log(
      `${key.padEnd(34)} ${percentOf(whole, bites)} of ${bites} (start right ${percentOf(startWhole, bites)})`,
    );
}
