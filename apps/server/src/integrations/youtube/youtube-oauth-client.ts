import type { YoutubeLinkReturn } from '@podbite/contract';
import * as oidc from 'openid-client';

/** Google's scope for reading a user's channel and subscriptions. */
export const YOUTUBE_READONLY_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';

export interface YouTubeOAuthOptions {
  /** https://accounts.google.com, or the built-in consent emulator. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Plain http only for the built-in emulator on this machine. */
  allowInsecureRequests?: boolean;
}

/** What the browser must bring back to the callback; kept in a signed, short-lived cookie. */
export interface PendingLink {
  state: string;
  codeVerifier: string;
  returnTo: YoutubeLinkReturn;
}

export interface YouTubeTokens {
  accessToken: string;
  /** Google sends one on the first consent (access_type=offline, prompt=consent). */
  refreshToken: string | null;
  expiresAt: Date;
  scope: string;
}

export class YouTubeOAuthError extends Error {
  constructor(
    readonly code: 'unavailable' | 'denied' | 'invalid-grant' | 'failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'YouTubeOAuthError';
  }
}

/**
 * OAuth 2.0 authorization code with PKCE for the YouTube scope (openid-client),
 * separate from sign-in: the same code talks to Google and to the consent emulator.
 * Discovery is lazy and retried after a failure.
 */
export function createYouTubeOAuthClient(options: YouTubeOAuthOptions) {
  let configuration: Promise<oidc.Configuration> | undefined;
  const execute = options.allowInsecureRequests ? [oidc.allowInsecureRequests] : [];

  function discover(): Promise<oidc.Configuration> {
    configuration ??= oidc
      .discovery(new URL(options.issuer), options.clientId, options.clientSecret, undefined, {
        execute,
        timeout: 10,
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw new YouTubeOAuthError('unavailable', 'The YouTube authorization server could not be reached.', {
          cause: error,
        });
      });
    return configuration;
  }

  const toTokens = (
    response: oidc.TokenEndpointResponse,
    previousRefreshToken: string | null,
  ): YouTubeTokens => ({
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? previousRefreshToken,
    expiresAt: new Date(Date.now() + (response.expires_in ?? 3600) * 1000),
    scope: response.scope ?? YOUTUBE_READONLY_SCOPE,
  });

  return {
    async startLink(returnTo: PendingLink['returnTo']): Promise<{ url: string; pending: PendingLink }> {
      const config = await discover();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const pending: PendingLink = { state: oidc.randomState(), codeVerifier, returnTo };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: YOUTUBE_READONLY_SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        // A refresh token, and the account chooser so a listener can link another account.
        access_type: 'offline',
        prompt: 'consent select_account',
        include_granted_scopes: 'true',
      });
      return { url: url.href, pending };
    },

    async finishLink(callbackUrl: URL, pending: PendingLink): Promise<YouTubeTokens> {
      const config = await discover();
      try {
        const response = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          idTokenExpected: false,
        });
        return toTokens(response, null);
      } catch (error) {
        if (error instanceof oidc.AuthorizationResponseError) {
          throw new YouTubeOAuthError('denied', `The account holder did not allow the link: ${error.error}`, {
            cause: error,
          });
        }
        throw new YouTubeOAuthError('failed', 'The YouTube link could not be completed.', { cause: error });
      }
    },

    async refresh(refreshToken: string): Promise<YouTubeTokens> {
      const config = await discover();
      try {
        return toTokens(await oidc.refreshTokenGrant(config, refreshToken), refreshToken);
      } catch (error) {
        if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') {
          throw new YouTubeOAuthError('invalid-grant', 'The YouTube grant was revoked or has expired.', {
            cause: error,
          });
        }
        throw new YouTubeOAuthError('failed', 'The YouTube token could not be refreshed.', { cause: error });
      }
    },

    /** Revokes the grant at the provider (Google revokes the whole grant from either token). */
    async revoke(token: string): Promise<void> {
      const config = await discover();
      await oidc.tokenRevocation(config, token);
    },
  };
}

export type YouTubeOAuthClient = ReturnType<typeof createYouTubeOAuthClient>;
