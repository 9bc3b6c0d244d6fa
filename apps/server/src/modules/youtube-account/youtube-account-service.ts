import { onboardingMessages, type YoutubeAccount } from '@podbite/contract';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../logger';
import {
  YouTubeOAuthError,
  type PendingLink,
  type YouTubeAccountApi,
  type YouTubeOAuthClient,
} from '../../integrations/youtube';
import { isYouTubeError } from '../../integrations/youtube';
import type { TokenCipher } from './token-cipher';
import type { YouTubeLinkRepository } from './youtube-link-repository';

/** Refresh a little before expiry, so a token never dies between reading it and using it. */
const REFRESH_MARGIN_MS = 60_000;

export interface YouTubeAccountServiceDependencies {
  links: YouTubeLinkRepository;
  cipher: TokenCipher;
  /** Null when no OAuth client is configured for real YouTube. */
  oauth: YouTubeOAuthClient | null;
  api: YouTubeAccountApi;
  logger: Logger;
  /** Called after a link or unlink, so the feed built from the old account is dropped. */
  onLinkChanged?: (userId: string) => Promise<void>;
}

/**
 * A listener's linked YouTube account: linking (OAuth code + PKCE), tokens kept
 * only encrypted and refreshed when they expire, the link status of spec §4, and
 * unlinking (revoked at Google, then deleted).
 */
export function createYouTubeAccountService(deps: YouTubeAccountServiceDependencies) {
  const { links, cipher, api, logger } = deps;

  const requireOAuth = (): YouTubeOAuthClient => {
    if (!deps.oauth) throw new AppError('upstream-unavailable', onboardingMessages.linkStartFailed);
    return deps.oauth;
  };

  async function revokeQuietly(token: string): Promise<void> {
    try {
      await requireOAuth().revoke(token);
    } catch (error) {
      // The rows go regardless: a grant we cannot revoke now is one the listener can remove at Google.
      logger.warn({ err: error }, 'revoking a YouTube grant failed');
    }
  }

  /**
   * A valid access token for the listener's linked account, refreshed when it has
   * expired. Throws 403 when nothing is linked or the grant is gone.
   */
  async function getAccessToken(userId: string): Promise<string> {
    const link = await links.find(userId);
    if (!link) throw new AppError('forbidden', onboardingMessages.notLinked);
    if (link.accessTokenExpiresAt.getTime() - REFRESH_MARGIN_MS > Date.now())
      return cipher.decrypt(link.accessTokenEncrypted);
    if (!link.refreshTokenEncrypted) throw new AppError('forbidden', onboardingMessages.notLinked);
    try {
      const tokens = await requireOAuth().refresh(cipher.decrypt(link.refreshTokenEncrypted));
      await links.updateTokens(userId, {
        accessTokenEncrypted: cipher.encrypt(tokens.accessToken),
        refreshTokenEncrypted: tokens.refreshToken
          ? cipher.encrypt(tokens.refreshToken)
          : link.refreshTokenEncrypted,
        accessTokenExpiresAt: tokens.expiresAt,
      });
      return tokens.accessToken;
    } catch (error) {
      if (error instanceof YouTubeOAuthError && error.code === 'invalid-grant') {
        // Revoked at Google: the link is gone, and the listener is asked to link again.
        await links.delete(userId);
        throw new AppError('forbidden', onboardingMessages.notLinked, { cause: error });
      }
      throw new AppError('upstream-unavailable', 'YouTube could not be reached. Please try again later.', {
        cause: error,
      });
    }
  }

  return {
    async startLink(returnTo: PendingLink['returnTo']) {
      try {
        return await requireOAuth().startLink(returnTo);
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('upstream-unavailable', onboardingMessages.linkStartFailed, { cause: error });
      }
    },

    /** Finishes the consent step: exchanges the code, reads the channel, stores the tokens encrypted. */
    async finishLink(userId: string, callbackUrl: URL, pending: PendingLink): Promise<void> {
      const tokens = await requireOAuth().finishLink(callbackUrl, pending);
      const channel = await api.getOwnChannel(tokens.accessToken);
      const previous = await links.find(userId);
      await links.save({
        userId,
        accountName: channel?.title ?? null,
        channelId: channel?.id ?? null,
        accessTokenEncrypted: cipher.encrypt(tokens.accessToken),
        refreshTokenEncrypted: tokens.refreshToken ? cipher.encrypt(tokens.refreshToken) : null,
        accessTokenExpiresAt: tokens.expiresAt,
        scope: tokens.scope,
      });
      if (previous?.refreshTokenEncrypted)
        await revokeQuietly(cipher.decrypt(previous.refreshTokenEncrypted));
      await deps.onLinkChanged?.(userId);
    },

    getAccessToken,

    /**
     * Spec §4: 403 not linked; 400 'No YouTube channel associated with this account'
     * when linked without a channel (checked again, so a channel made since shows up).
     */
    async getAccount(userId: string): Promise<YoutubeAccount> {
      const link = await links.find(userId);
      if (!link) throw new AppError('forbidden', onboardingMessages.notLinked);
      if (!link.channelId) {
        const channel = await withYouTubeErrors(() =>
          getAccessToken(userId).then((token) => api.getOwnChannel(token)),
        );
        if (!channel) throw new AppError('invalid-request', onboardingMessages.noChannel);
        await links.updateChannel(userId, { channelId: channel.id, accountName: channel.title });
        return { isLinked: true, hasChannel: true, accountName: channel.title };
      }
      return { isLinked: true, hasChannel: true, accountName: link.accountName };
    },

    async unlink(userId: string): Promise<void> {
      const link = await links.find(userId);
      if (!link) return;
      const token = link.refreshTokenEncrypted ?? link.accessTokenEncrypted;
      await revokeQuietly(cipher.decrypt(token));
      await links.delete(userId);
      await deps.onLinkChanged?.(userId);
    },
  };
}

export type YouTubeAccountService = ReturnType<typeof createYouTubeAccountService>;

/** YouTube's own refusals as the listener should see them: 429 when YouTube throttles us (the client retries after 60 s). */
export async function withYouTubeErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isYouTubeError(error)) throw error;
    if (error.code === 'blocked' && error.status === 429) {
      throw new AppError('rate-limited', 'YouTube is busy. Please try again in a minute.', { cause: error });
    }
    if (error.status === 401) throw new AppError('forbidden', onboardingMessages.notLinked, { cause: error });
    throw new AppError('upstream-unavailable', 'YouTube could not be reached. Please try again later.', {
      cause: error,
    });
  }
}
