import videoCategoryList from './video-categories.json' with { type: 'json' };

/**
 * YouTube's real videoCategories.list answer for regionCode=US, served as is
 * (source and licence in README.md). Only "assignable" categories can be chosen
 * for an upload, so only those may appear in the demo library.
 */
export const VIDEO_CATEGORY_LIST_RESPONSE = videoCategoryList;

export const ASSIGNABLE_CATEGORY_IDS: ReadonlySet<string> = new Set(
  videoCategoryList.items.filter((item) => item.snippet.assignable).map((item) => item.id),
);

export function findCategoryTitle(categoryId: string): string | undefined {
  return videoCategoryList.items.find((item) => item.id === categoryId)?.snippet.title;
}
