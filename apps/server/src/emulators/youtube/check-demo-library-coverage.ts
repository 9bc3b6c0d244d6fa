import type { DemoLibrary, DemoVideo } from './demo-library-model';
import { findCategoryTitle } from '../../integrations/youtube/video-categories';

/**
 * What the demo library must hold for the product to show off every screen: enough
 * summarizable videos for the catalogue carousels (a carousel needs 8 in a category),
 * enough channels for channel pages and the feed, and one video for each rule that
 * refuses a link. Returns the unmet requirements; empty means the library is complete.
 */

/** Specification, section 9: the preferred category order for carousels, as YouTube category ids. */
export const PREFERRED_CATEGORY_IDS = ['24', '22', '27', '25', '28', '23', '20', '1', '19'] as const;

export const COVERAGE_RULES = {
  minVideos: 40,
  minPreferredCategories: 6,
  minCategoriesWithCarousel: 3,
  carouselSize: 8,
  minChannels: 10,
  minDurationSeconds: 3 * 60,
  maxDurationSeconds: 60 * 60,
  maxSummarizableSeconds: 18_000,
} as const;

/** Videos that exist to be refused: too long, no captions, not English, or live. */
export function isEdgeCaseVideo(video: DemoVideo): boolean {
  return (
    video.durationSeconds > COVERAGE_RULES.maxSummarizableSeconds ||
    video.captions === 'none' ||
    !video.language.toLowerCase().startsWith('en') ||
    video.liveBroadcastContent !== 'none'
  );
}

export interface CoverageReport {
  problems: string[];
  summarizableVideos: number;
  channelsWithVideos: number;
  videosPerCategory: Record<string, number>;
}

export function checkDemoLibraryCoverage(library: DemoLibrary): CoverageReport {
  const rules = COVERAGE_RULES;
  const problems: string[] = [];
  const summarizable = library.videos.filter((video) => !isEdgeCaseVideo(video));

  if (library.videos.length < rules.minVideos) {
    problems.push(`${library.videos.length} videos; at least ${rules.minVideos} are needed`);
  }

  const videosPerCategory: Record<string, number> = {};
  for (const video of summarizable) {
    const name = findCategoryTitle(video.categoryId) ?? video.categoryId;
    videosPerCategory[name] = (videosPerCategory[name] ?? 0) + 1;
  }
  const preferredPresent = PREFERRED_CATEGORY_IDS.filter((id) =>
    summarizable.some((video) => video.categoryId === id),
  );
  if (preferredPresent.length < rules.minPreferredCategories) {
    problems.push(
      `summarizable videos cover ${preferredPresent.length} of the preferred categories; at least ${rules.minPreferredCategories} are needed`,
    );
  }
  const withCarousel = Object.values(videosPerCategory).filter((count) => count >= rules.carouselSize).length;
  if (withCarousel < rules.minCategoriesWithCarousel) {
    problems.push(
      `${withCarousel} categories have ${rules.carouselSize} or more summarizable videos; at least ${rules.minCategoriesWithCarousel} are needed for carousels`,
    );
  }

  const channelsWithVideos = new Set(library.videos.map((video) => video.channelId)).size;
  if (channelsWithVideos < rules.minChannels) {
    problems.push(
      `videos come from ${channelsWithVideos} channels; at least ${rules.minChannels} are needed`,
    );
  }

  for (const video of summarizable) {
    if (
      video.durationSeconds < rules.minDurationSeconds ||
      video.durationSeconds > rules.maxDurationSeconds
    ) {
      problems.push(`video ${video.id} runs ${video.durationSeconds} s; videos must run 3 to 60 minutes`);
    }
  }

  const edgeCases: [string, (video: DemoVideo) => boolean][] = [
    ['a video over five hours', (video) => video.durationSeconds > rules.maxSummarizableSeconds],
    [
      'a video without captions',
      (video) => video.captions === 'none' && video.liveBroadcastContent === 'none',
    ],
    [
      'a video whose captions are not English',
      (video) => video.captions !== 'none' && !video.language.startsWith('en'),
    ],
  ];
  for (const [label, matches] of edgeCases) {
    if (!library.videos.some(matches)) problems.push(`the library needs ${label}`);
  }
  const kinds = new Set(summarizable.map((video) => video.captions));
  if (!kinds.has('manual')) problems.push('the library needs summarizable videos with manual captions');
  if (!kinds.has('auto')) problems.push('the library needs summarizable videos with automatic captions');

  return { problems, summarizableVideos: summarizable.length, channelsWithVideos, videosPerCategory };
}
