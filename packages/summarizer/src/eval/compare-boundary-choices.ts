// Compares ways of choosing boundaries from the committed model's gap log-odds (session 9):
// `npx tsx packages/summarizer/src/eval/compare-boundary-choices.ts [fixtures]`. Tune split only,
// printed apart for the part the trainers fit on and the part `--holdout` holds out (the committed
// weights saw both; these choices' own settings saw neither). Per source: F1 within 15 s / within
// 60 s, then topics per item engine / reference (python-bytes: s, F1 within 15 s against items + extras + joke).
// Session 14 added the join of similar neighbours (the engine's, margin varied) and its variations;
// `--only=PREFIX` prints only the variants whose name starts so (and 'committed'). Session 15 ('s15'):
// choices after the engine's (the programme and the join): refinement, short topics joined, count criteria.
// The variants: boundary-choice-variants.ts, built from boundary-choice-steps.ts,
// boundary-choice-short-topics.ts and boundary-choice-speakers.ts; a line: boundary-choice-row.ts.
import { prepareEpisode } from './boundary-choice-episode';
import { boundaryChoiceRow } from './boundary-choice-row';
import { listBoundaryChoiceVariants } from './boundary-choice-variants';
import { loadTuneBoundaryItems, readEvalCommandLine } from './load-eval-sources';

const { fixtures, repoRoot } = readEvalCommandLine(process.argv.slice(2));
const prepared = loadTuneBoundaryItems(fixtures, repoRoot).map(prepareEpisode);
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

for (const v of listBoundaryChoiceVariants(prepared).filter(
  (variant) => !only || variant.name === 'committed' || variant.name.startsWith(only),
))
  console.log(boundaryChoiceRow(v, prepared));
