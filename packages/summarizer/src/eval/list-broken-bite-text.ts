// `npx tsx packages/summarizer/src/eval/list-broken-bite-text.ts [fixtures] [--only=SOURCE] [--limit=N]`:
// builds the pod of every evaluation item (tune and check: this reads what a listener sees, it scores
// nothing) and counts the bites, details and topic titles that a reader would call broken text: a space
// before a closing mark ("with ."), a sentence ending on a dash, a double space, empty brackets, transcript
// markup left in, a lower-case start. Prints each count with up to 8 examples. Tokenised quotation marks
// in meetings (`the " tourists " node`) come from the corpus's tokenised text, not from the engine.
import { buildPod } from '../build-pod';
import { evalSources, readEvalCommandLine } from './load-eval-sources';

const brokenText: readonly (readonly [string, RegExp])[] = [
  ['a space before a closing mark', / [.,;:!?](?:\s|$)/],
  ['ends on a dash', /\s[-\u2013\u2014]+[.!?]?$/],
  ['a double space', / {2}/],
  ['empty brackets', /\(\s*\)|\[\s*\]/],
  ['transcript markup', /\{[a-z]+\}|<\/?[a-z]+>|\\\[|\*\*[a-z][^*]*\*\*|(?:^|\s)\*[a-z]|[a-z.!?]\*(?:\s|$)/i],
  ['a lower-case start', /^[a-z]/],
];

const commandLine = readEvalCommandLine(process.argv.slice(2));
const found = new Map<string, string[]>(brokenText.map(([name]) => [name, []]));
let texts = 0;
for (const [source, load] of evalSources(commandLine)) {
  if (commandLine.only && source !== commandLine.only) continue;
  for (const item of load()) {
    const pod = buildPod(item.transcript);
    const shown = [
      ...pod.bites.flatMap((bite) => [bite.text, ...bite.details]),
      ...pod.topics.map((topic) => topic.topic),
    ];
    for (const text of shown) {
      texts++;
      for (const [name, pattern] of brokenText)
        if (pattern.test(text)) found.get(name)!.push(`${source} ${item.id}: ${text.slice(0, 200)}`);
    }
  }
}
console.log(`${texts} texts`);
for (const [name, examples] of found) {
  console.log(`\n${name}: ${examples.length}`);
  for (const example of examples.slice(0, 8)) console.log(`  ${example}`);
}
