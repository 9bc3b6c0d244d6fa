import type { Settings } from '../../config/settings';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import {
  createYouTubeAccountApi,
  createYouTubeOAuthClient,
  type YouTubeClient,
} from '../../integrations/youtube';
import { createFollowRepository } from '../follow/follow-repository';
import { createFollowService } from '../follow/follow-service';
import type { PodService } from '../pods/pod-service';
import { createAccountRepository } from '../account/account-repository';
import { createAccountService } from '../account/account-service';
import { createFeedRepository } from '../feed/feed-repository';
import { createFeedService } from '../feed/feed-service';
import { createOnboardingRepository } from '../onboarding/onboarding-repository';
import { createOnboardingService } from '../onboarding/onboarding-service';
import { createTokenCipher } from './token-cipher';
import { createYouTubeAccountService } from './youtube-account-service';
import { createYouTubeLinkRepository } from './youtube-link-repository';

export const YOUTUBE_CALLBACK_PATH = '/api/youtube-callback';

/**
 * Onboarding, the linked YouTube account, the subscription feed, following
 * channels and account deletion, composed in one place so app-context.ts stays
 * one line for them. `onboarding.favoriteCategories(userId)` is what
 * recommendations read.
 */
export function createLinkedAccountContext(
  settings: Settings,
  db: Db,
  logger: Logger,
  deps: {
    sessions: { signOut: (token: string) => Promise<void> };
    youtube: YouTubeClient;
    pods: Pick<PodService, 'generateSummary'>;
    /** Who may follow channels (the plans decide); everyone when left out. */
    canFollow?: (userId: string) => Promise<boolean>;
  },
) {
  const onboarding = createOnboardingService({ onboarding: createOnboardingRepository(db) });
  const link = settings.youtubeLink;
  const youtubeOAuth =
    link.provider === 'none'
      ? null
      : createYouTubeOAuthClient({
          issuer: link.issuer,
          clientId: link.clientId,
          clientSecret: link.clientSecret,
          redirectUri: `${settings.publicUrl}${YOUTUBE_CALLBACK_PATH}`,
          allowInsecureRequests: link.provider === 'emulator' && link.issuer.startsWith('http://'),
        });
  const youtubeAccountApi = createYouTubeAccountApi({
    dataApiBaseUrl: settings.youtube.dataApiBaseUrl,
    apiKey: settings.youtube.apiKey,
  });
  const feedRepository = createFeedRepository(db);
  const youtubeAccounts = createYouTubeAccountService({
    links: createYouTubeLinkRepository(db),
    cipher: createTokenCipher(settings.tokenEncryptionKey),
    oauth: youtubeOAuth,
    api: youtubeAccountApi,
    logger,
    onLinkChanged: (userId) => feedRepository.forget(userId),
  });
  const feed = createFeedService({
    feeds: feedRepository,
    api: youtubeAccountApi,
    getAccessToken: youtubeAccounts.getAccessToken,
    logger,
  });
  const accounts = createAccountService({
    accounts: createAccountRepository(db),
    beforeDelete: [youtubeAccounts.unlink],
    forgetSession: (token) => deps.sessions.signOut(token),
  });
  const follows = createFollowService({
    follows: createFollowRepository(db),
    youtube: deps.youtube,
    uploads: youtubeAccountApi,
    makePod: async (videoId, userId) => {
      await deps.pods.generateSummary(`https://www.youtube.com/watch?v=${videoId}`, userId);
    },
    canFollow: deps.canFollow,
    logger,
  });
  return { onboarding, youtubeAccounts, youtubeAccountApi, feed, accounts, follows };
}
