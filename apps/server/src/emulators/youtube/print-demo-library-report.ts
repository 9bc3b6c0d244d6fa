/**
 * Prints the demo library as the emulator serves it: per video its computed duration,
 * pace, caption kind and category, then the coverage problems still open.
 * Run: npx tsx apps/server/src/emulators/youtube/print-demo-library-report.ts
 */
import { checkDemoLibraryCoverage, isEdgeCaseVideo } from './check-demo-library-coverage';
import { loadDemoLibrary } from './load-demo-library';
import { formatClock } from './render-thumbnail-svg';
import { findCategoryTitle } from '../../integrations/youtube/video-categories';

/** A command-line report: plain lines on standard output. */
function print(line = ''): void {
  process.stdout.write(`${line}\n`);
}

const result = await loadDemoLibrary();
if (!result.ok) {
  print(`The demo library has ${result.problems.length} problems:`);
  for (const problem of result.problems) print(`  - ${problem}`);
  process.exitCode = 1;
} else {
  const { library } = result;
  for (const video of library.videos) {
    const spokenMinutes = ((video.words.at(-1)?.endMs ?? 0) - (video.words[0]?.startMs ?? 0)) / 60_000;
    const pace = spokenMinutes > 0 ? Math.round(video.words.length / spokenMinutes) : 0;
    print(
      [
        video.id,
        formatClock(video.durationSeconds).padStart(8),
        `${String(pace).padStart(3)} wpm`,
        video.captions.padEnd(6),
        video.language.padEnd(5),
        (findCategoryTitle(video.categoryId) ?? video.categoryId).padEnd(22),
        isEdgeCaseVideo(video) ? 'edge case' : '         ',
        video.title,
      ].join('  '),
    );
  }
  const report = checkDemoLibraryCoverage(library);
  print(
    `\n${library.videos.length} videos (${report.summarizableVideos} summarizable), ${report.channelsWithVideos} channels with videos`,
  );
  print(`Summarizable videos per category: ${JSON.stringify(report.videosPerCategory)}`);
  if (report.problems.length === 0) print('Coverage: complete.');
  else for (const problem of report.problems) print(`  - ${problem}`);
}
