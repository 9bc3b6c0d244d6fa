import type { Episode, Variant } from './boundary-choice-episode';
import { meetingCorpus } from './meeting-corpus';
import { boundaryF1 } from './score-boundaries';

/**
 * One line of compare-boundary-choices.ts: the variant's name, then per part (fit, held) and source,
 * F1 within 15 s / within 60 s, topics per item chosen / reference, python-bytes' F1 against
 * items + extras + joke, and meetings' F1 within 15 s by corpus.
 */
export function boundaryChoiceRow(v: Variant, prepared: readonly Episode[]): string {
  const rows: string[] = [];
  for (const part of ['fit', 'held'] as const)
    for (const source of ['demo-chapters', 'meetings', 'python-bytes']) {
      const group = prepared.filter((p) => p.item.source === source && p.held === (part === 'held'));
      if (group.length === 0) continue;
      let f1Within15 = 0;
      let f1Within60 = 0;
      let count = 0;
      let reference = 0;
      let sections = 0;
      for (const p of group) {
        const chosen = v.choose(p).map((k) => p.times[k]!);
        f1Within15 += boundaryF1(chosen, p.item.boundaries!, 15).f1;
        f1Within60 += boundaryF1(chosen, p.item.boundaries!, 60).f1;
        count += chosen.length + 1;
        reference += p.item.boundaries!.length + 1;
        if (p.item.sectionBoundaries) sections += boundaryF1(chosen, p.item.sectionBoundaries, 15).f1;
      }
      const n = group.length;
      // Meetings by corpus (ICSI / AMI / parliament): F1 within 15 s and the number of items.
      const corpora =
        source === 'meetings'
          ? ' (' +
            (['icsi', 'ami', 'parliament'] as const)
              .map((corpus) => {
                const members = group.filter((p) => meetingCorpus(p.item.id) === corpus);
                const f1 = members.reduce(
                  (sum, p) =>
                    sum +
                    boundaryF1(
                      v.choose(p).map((k) => p.times[k]!),
                      p.item.boundaries!,
                      15,
                    ).f1,
                  0,
                );
                return `${corpus.slice(0, 3)} ${(f1 / Math.max(1, members.length)).toFixed(3)}/${members.length}`;
              })
              .join(' ') +
            ')'
          : '';
      rows.push(
        `${part} ${source.slice(0, 4)} ${(f1Within15 / n).toFixed(3)}/${(f1Within60 / n).toFixed(3)} ${(count / n).toFixed(1)}/${(reference / n).toFixed(1)}${source === 'python-bytes' ? ` s${(sections / n).toFixed(3)}` : ''}${corpora}`,
      );
    }
  return `${v.name.padEnd(26)} ${rows.join(' | ')}`;
}
