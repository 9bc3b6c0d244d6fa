import * as oidc from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

/** Who the provider says signed in, read from a verified ID token. Its own type: the adapter knows no users table. */
export interface ProviderIdentity {
  /** Our name of the provider ('google', 'development'); with `subject`, the account's key. */
  provider: string;
  subject: string;
  email: string;
  name: string;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
}

export interface OpenIdProviderOptions {
  /** 'google' or 'development': stored with each user's subject id. */
  providerName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Plain http is allowed only for the built-in development provider on localhost. */
  allowInsecureRequests?: boolean;
  /** OpenID `prompt`, e.g. Google's 'select_account' so a shared browser can switch accounts. */
  prompt?: string;
}

/** What the browser must bring back to the callback; kept in a signed, short-lived cookie. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

export class IdentityProviderError extends Error {
  constructor(
    readonly code: 'unavailable' | 'token' | 'provider' | 'invalid-token',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'IdentityProviderError';
  }
}

/**
 * OpenID Connect authorization code flow with PKCE (openid-client), the same code
 * for Google and for the built-in development provider. Discovery is lazy and
 * retried on failure, so a provider that is briefly down does not stop the server.
 */
export function createOpenIdIdentityProvider(options: OpenIdProviderOptions) {
  let configuration: Promise<oidc.Configuration> | undefined;

  function discover(): Promise<oidc.Configuration> {
    configuration ??= oidc
      .discovery(new URL(options.issuer), options.clientId, options.clientSecret, undefined, {
        execute: options.allowInsecureRequests ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw new IdentityProviderError('unavailable', 'The sign-in provider could not be reached.', {
          cause: error,
        });
      });
    return configuration;
  }

  return {
    providerName: options.providerName,

    async startSignIn(returnTo: string): Promise<{ url: string; pending: PendingSignIn }> {
      const config = await discover();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const pending: PendingSignIn = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier,
        returnTo,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
        ...(options.prompt ? { prompt: options.prompt } : {}),
      });
      return { url: url.href, pending };
    },

    /** Exchanges the code for tokens and returns the identity from the verified ID token. */
    async finishSignIn(callbackUrl: URL, pending: PendingSignIn): Promise<ProviderIdentity> {
      const config = await discover();
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        if (error instanceof oidc.AuthorizationResponseError) {
          throw new IdentityProviderError('provider', `The provider refused the sign-in: ${error.error}`, {
            cause: error,
          });
        }
        throw new IdentityProviderError('token', 'The sign-in could not be completed.', { cause: error });
      }
      const claims = tokens.claims();
      if (!claims) throw new IdentityProviderError('token', 'The provider sent no ID token.');
      return toIdentity(options.providerName, claims);
    },

    /**
     * Verifies an ID token that an API client obtained from the provider itself:
     * signature against the provider's published keys, issuer, audience and expiry.
     */
    async verifyIdToken(idToken: string): Promise<ProviderIdentity> {
      const config = await discover();
      const metadata = config.serverMetadata();
      if (!metadata.jwks_uri)
        throw new IdentityProviderError('unavailable', 'The provider publishes no keys.');
      const keys = createRemoteJWKSet(new URL(metadata.jwks_uri));
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          issuer: metadata.issuer,
          audience: options.clientId,
        });
        return toIdentity(options.providerName, payload);
      } catch (error) {
        throw new IdentityProviderError('invalid-token', 'The ID token is not valid.', { cause: error });
      }
    },
  };
}

export type OpenIdIdentityProvider = ReturnType<typeof createOpenIdIdentityProvider>;

function toIdentity(providerName: string, claims: JWTPayload): ProviderIdentity {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  const subject = text(claims.sub);
  const email = text(claims.email);
  if (!subject || !email) {
    throw new IdentityProviderError('token', 'The provider did not share an account id and email address.');
  }
  const givenName = text(claims.given_name);
  const familyName = text(claims.family_name);
  return {
    provider: providerName,
    subject,
    email,
    name: text(claims.name) ?? ([givenName, familyName].filter(Boolean).join(' ') || email),
    givenName,
    familyName,
    picture: text(claims.picture),
  };
}
