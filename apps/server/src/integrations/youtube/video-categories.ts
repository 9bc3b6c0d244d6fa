import videoCategoryList from './video-categories.json' with { type: 'json' };

/**
 * YouTube's real videoCategories.list answer for regionCode=US (the same file as
 * test-fixtures/video_category_by_region.json; source and licence in its README):
 * the category names pods carry, offered as onboarding's favourites, and what the
 * emulator serves. Only "assignable" categories can be chosen for an upload, so
 * only those may appear in the demo library.
 */
export const VIDEO_CATEGORY_LIST_RESPONSE = videoCategoryList;

export const ASSIGNABLE_CATEGORY_IDS: ReadonlySet<string> = new Set(
  videoCategoryList.items.filter((item) => item.snippet.assignable).map((item) => item.id),
);

export function findCategoryTitle(categoryId: string): string | undefined {
  return videoCategoryList.items.find((item) => item.id === categoryId)?.snippet.title;
}
