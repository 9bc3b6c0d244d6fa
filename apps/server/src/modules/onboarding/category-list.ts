import { PREFERRED_CATEGORY_ORDER } from '@podbite/contract';
import { VIDEO_CATEGORY_LIST_RESPONSE } from '../../integrations/youtube/video-categories';

/**
 * The categories a listener can pick: YouTube's assignable video categories (the
 * real US list that also names every pod's category in the catalogue), so a
 * favourite always matches catalogue items.
 */
export const FAVORITE_CATEGORY_CHOICES: readonly string[] = VIDEO_CATEGORY_LIST_RESPONSE.items
  .filter((item) => item.snippet.assignable)
  .map((item) => item.snippet.title)
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

function rank(title: string): number {
  // The catalogue's preferred order (spec §9); the other categories follow alphabetically.
  const index = (PREFERRED_CATEGORY_ORDER as readonly string[]).indexOf(title);
  return index === -1 ? PREFERRED_CATEGORY_ORDER.length : index;
}
