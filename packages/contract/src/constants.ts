/** Business constants of the specification's §9, named once. Times in milliseconds unless the name says otherwise. */
export const REQUEST_RETRIES = 3;
export const SIGN_IN_TIMEOUT_MS = 10_000;
export const SIGN_IN_THROTTLE_MS = 2_000;
export const USER_INFO_TIMEOUT_MS = 5_000;
export const VIDEO_MAX_SECONDS = 18_000;
export const AUDIO_POLL_INTERVAL_MS = 5_000;
export const AUDIO_POLL_MAX_TRIES = 36;
export const SAVE_RETRY_PAUSES_MS = [1_000, 2_000] as const;
export const LIBRARY_REFETCH_DEBOUNCE_MS = 3_000;
export const TIER_FETCH_THROTTLE_MS = 5_000;
export const TIER_REFRESH_MS = 5 * 60_000;
export const PREFERENCE_CACHE_MS = 300_000;
export const PREFERENCE_REQUEST_TIMEOUT_MS = 5_000;
export const FEED_PAGE_SIZE = 10;
export const FEED_MAX_VIDEOS = 50;
export const RECENT_SUMMARIES_KEPT = 18;
export const RECENT_SUMMARIES_SHOWN = 6;
export const CATALOG_PAGE_SIZE = 15;
export const CATALOG_RETRY_WAITS_MS = [1_000, 2_000] as const;
export const CHANNEL_PAGE_SIZE = 100;
export const SEARCH_DEBOUNCE_MS = 300;
export const INFINITE_SCROLL_THRESHOLD = 0.8;
export const SCROLL_THROTTLE_MS = 150;
export const CAROUSEL_MIN_ITEMS = 8;
export const CAROUSEL_SCROLL_STEP_PX = 300;
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const REWIND_SECONDS = 10;
export const PROGRESS_REFRESH_MS = 500;
export const AUDIO_POOL_SIZE = 10;
export const VIEW_LOG_DELAY_MS = 2_000;
export const MOBILE_AD_MS = 5_000;
export const COPY_LINK_CONFIRMATION_MS = 3_000;
export const LOADING_FIRST_MESSAGE_MS = 10_000;
export const LOADING_SECOND_MESSAGE_MS = 11_000;
export const CARD_TITLE_MAX = 70;
export const CARD_TITLE_MAX_NARROW = 50;
export const CARD_CREATOR_MAX = 30;
export const GENERATION_REDIRECT_MS = 3_000;
export const LANDING_THUMBNAILS_SHOWN = 16;
export const LANDING_THUMBNAILS_TOTAL = 21;

/** Preferred category order for catalogue carousels (spec §9). */
export const PREFERRED_CATEGORY_ORDER = [
  'Entertainment',
  'People & Blogs',
  'Education',
  'News & Politics',
  'Science & Technology',
  'Comedy',
  'Gaming',
  'Film & Animation',
  'Travel & Events',
] as const;
