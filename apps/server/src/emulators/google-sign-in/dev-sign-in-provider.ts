import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { EmulatorStateRepository } from '../emulator-state-repository';
import type { DevAccount } from './dev-accounts';

export interface DevSignInOptions {
  /** Where the provider is mounted, e.g. http://localhost:3000/dev-oidc */
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  cookieSecret: string;
  trustProxy: boolean;
  state: EmulatorStateRepository;
}

const SIGNING_KEY = 'dev-sign-in:signing-key';
const accountKey = (subject: string) => `dev-sign-in:account:${subject}`;

/**
 * The built-in development sign-in: a real OpenID Connect provider (oidc-provider)
 * that stands in for Google, so the app's sign-in code runs unchanged without a
 * Google account. Its signing key and accounts live in the database so ID tokens
 * stay verifiable across restarts. Codes, grants and provider sessions are kept in
 * memory: sign-in must finish on the api process that started it (see
 * docs/decisions/0004-development-sign-in.md).
 */
export async function createDevSignInProvider(options: DevSignInOptions): Promise<Provider> {
  const signingKey = await options.state.getOrCreate<JWK>(SIGNING_KEY, async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    return { ...(await exportJWK(privateKey)), kid: `dev-${Date.now()}`, alg: 'RS256', use: 'sig' };
  });

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [signingKey as never] },
    cookies: { keys: [options.cookieSecret] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    // Put the profile in the ID token itself, as Google does.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx, interaction) => `${new URL(options.issuer).pathname}/interaction/${interaction.uid}`,
    },
    // PodBite is the provider's only (first-party) client: grant its scopes without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const oidcContext = ctx.oidc;
      const clientId = oidcContext.client?.clientId;
      const accountId = oidcContext.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const existing = oidcContext.session?.grantIdFor(clientId);
      if (existing) return oidcContext.provider.Grant.find(existing);
      const grant = new oidcContext.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      oidcContext.session?.grantIdFor(clientId, grant.jti);
      return grant;
    },
    async findAccount(_ctx, subject) {
      const account = await options.state.get<DevAccount>(accountKey(subject));
      if (!account) return undefined;
      return {
        accountId: subject,
        async claims() {
          return {
            sub: subject,
            email: account.email,
            email_verified: true,
            name: account.name,
            given_name: account.givenName,
            family_name: account.familyName || undefined,
          };
        },
      };
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 120,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 86_400,
      Grant: 14 * 86_400,
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Development sign-in error</title><h1>Development sign-in error</h1><p>${escapeHtml(
        String(out.error_description ?? out.error),
      )}</p><p><a href="/">Back to PodBite</a></p>`;
    },
  };

  const provider = new Provider(options.issuer, configuration);
  provider.proxy = options.trustProxy;
  return provider;
}

export async function saveDevAccount(state: EmulatorStateRepository, account: DevAccount): Promise<void> {
  await state.set(accountKey(account.subject), account);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
