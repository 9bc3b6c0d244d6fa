import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerYouTubeConsent } from '../../emulators/google-sign-in/youtube-consent';
import { accountRoutes } from '../account/account-routes';
import { feedRoutes } from '../feed/feed-routes';
import { followRoutes } from '../follow/follow-routes';
import { onboardingRoutes } from '../onboarding/onboarding-routes';
import { YOUTUBE_CALLBACK_PATH } from './linked-account-context';
import { youtubeAccountRoutes } from './youtube-account-routes';

/** Onboarding, account deletion, the linked YouTube account, its consent emulator, the feed and following. */
export async function registerLinkedAccountRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { settings } = context;
  await app.register(onboardingRoutes, { onboarding: context.onboarding });
  await app.register(accountRoutes, { accounts: context.accounts });
  await app.register(youtubeAccountRoutes, {
    youtubeAccounts: context.youtubeAccounts,
    publicUrl: settings.publicUrl,
    secureCookies: settings.publicUrl.startsWith('https://'),
  });
  await app.register(feedRoutes, { feed: context.feed });
  await app.register(followRoutes, { follows: context.follows });
  if (settings.youtubeLink.provider === 'emulator') {
    await registerYouTubeConsent(app, {
      issuer: settings.youtubeLink.issuer,
      clientId: settings.youtubeLink.clientId,
      clientSecret: settings.youtubeLink.clientSecret,
      redirectUri: `${settings.publicUrl}${YOUTUBE_CALLBACK_PATH}`,
      state: context.emulatorState,
    });
  }
}
