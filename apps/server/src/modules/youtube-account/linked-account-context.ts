import type { Settings } from '../../config/settings';
import type { Db } from '../../db/database';
import type { Logger } from '../../http/logger';
import { createYouTubeAccountApi, createYouTubeOAuthClient } from '../../integrations/youtube';
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
 * Onboarding, the linked YouTube account, the subscription feed and account
 * deletion, composed in one place so app-context.ts stays one line for them.
 */
export function createLinkedAccountContext(
  settings: Settings,
  db: Db,
  logger: Logger,
  sessions: { signOut: (token: string) => Promise<void> },
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
  const youtubeAccountApi = createYouTubeAccountApi({ dataApiBaseUrl: settings.youtube.dataApiBaseUrl });
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
    forgetSession: (token) => sessions.signOut(token),
  });
  return { onboarding, youtubeAccounts, youtubeAccountApi, feed, accounts };
}
