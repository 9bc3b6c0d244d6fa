import { describe, expect, it } from 'vitest';
import { checkDemoLibraryCoverage } from './check-demo-library-coverage';
import { loadDemoLibrary } from './load-demo-library';

/**
 * The shipped demo library: valid against the format, and complete enough for every
 * screen (catalogue carousels, channel pages, each refusal rule). A failure lists
 * every problem, so content authors can fix them in one pass.
 */
describe('the demo library', () => {
  it('loads without problems', async () => {
    const result = await loadDemoLibrary();
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it('meets the coverage the product needs', async () => {
    const result = await loadDemoLibrary();
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(checkDemoLibraryCoverage(result.library).problems).toEqual([]);
  });
});

describe('chapter lines in demo descriptions', () => {
  it('start within a few seconds of a paragraph, so they follow the emulator timing', async () => {
    const result = await loadDemoLibrary();
    if (!result.ok) throw new Error(result.problems.join('\n'));
    const drifted: string[] = [];
    for (const video of result.library.videos) {
      const paragraphStarts = video.words
        .filter((word) => word.paragraphStart)
        .map((word) => word.startMs / 1000);
      // WebVTT transcripts keep their own timings; only text transcripts the emulator times can drift.
      if (video.transcriptKind !== 'text') continue;
      for (const [, minutes, seconds, title] of video.description.matchAll(/^(\d+):(\d\d) (.+)$/gm)) {
        const at = Number(minutes) * 60 + Number(seconds);
        if (at === 0) continue;
        const nearest = Math.min(...paragraphStarts.map((start) => Math.abs(start - at)));
        if (nearest > 5)
          drifted.push(
            `${video.id} "${title}" at ${minutes}:${seconds} is ${Math.round(nearest)} s from any paragraph`,
          );
      }
    }
    expect(drifted).toEqual([]);
  });
});
