import { SAVE_RETRY_PAUSES_MS, saveItemResponseSchema, type LibraryItemType } from '@podbite/contract';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export interface SaveRequest {
  itemType: LibraryItemType;
  itemId: string;
  /** true: save; false: unsave. */
  save: boolean;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A refusal that asking again will not change: bad input, not found, a plan limit. */
function isFinal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/**
 * Saves or unsaves one item (spec §4 Save toggle, Variant A): up to 3 attempts,
 * pausing 1 s then 2 s between them. A refusal (4xx) is not asked again.
 */
export async function saveWithRetries({ itemType, itemId, save }: SaveRequest): Promise<void> {
  const path = save ? '/api/save-item' : '/api/unsave-item';
  for (let attempt = 0; ; attempt++) {
    try {
      await apiRequest(path, {
        method: 'POST',
        body: { itemType, itemId },
        schema: saveItemResponseSchema,
      });
      return;
    } catch (error) {
      const pause = SAVE_RETRY_PAUSES_MS[attempt];
      if (pause === undefined || isFinal(error)) throw error;
      await wait(pause);
    }
  }
}
