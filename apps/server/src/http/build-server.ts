import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { signInMessages, type HealthResponse } from '@podbite/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import type { AppContext } from '../app-context';
import { createDevSignInProvider } from '../emulators/google-sign-in/dev-sign-in-provider';
import { registerDevSignIn } from '../emulators/google-sign-in/register-dev-sign-in';
import {
  createOpenIdIdentityProvider,
  type OpenIdIdentityProvider,
} from '../integrations/identity/openid-identity-provider';
import { registerYouTubeEmulator } from '../emulators/youtube/register-youtube-emulator';
import { createEmulatorAccessTokenResolver } from '../emulators/google-sign-in/youtube-consent';
import { authRoutes } from '../modules/auth/auth-routes';
import { catalogRoutes } from '../modules/catalog/catalog-routes';
import { podRoutes } from '../modules/pods/pod-routes';
import { sourceRoutes } from '../modules/sources/source-routes';
import { libraryRoutes } from '../modules/library/library-routes';
import { listeningRoutes } from '../modules/listening/listening-routes';
import { registerAudioFiles } from '../modules/listening/audio-file-routes';
import {
  answerClientError,
  answerFrameworkError,
  PARSER_HEAD_LIMIT,
  registerHeadSizeLimit,
  registerHostHeaderCheck,
  registerNoStoreByDefault,
} from './plugins/client-errors';
import { billingDevelopmentRoutes, billingRoutes } from '../modules/billing/billing-routes';
import { stripeWebhookRoute } from '../modules/billing/stripe-webhook-route';
import { registerStripeEmulator } from '../emulators/stripe/register-stripe-emulator';
import { STRIPE_EMULATOR_PATH } from '../emulators/stripe/stripe-emulator-path';
import { betaRoutes } from '../modules/beta/beta-routes';
import { podcastRoutes } from '../modules/podcasts/podcast-routes';
import { registerErrorHandler } from './plugins/error-handler';
import { registerRequestLog } from './plugins/request-log';
import { sameOriginCheckPlugin } from './plugins/same-origin-check';
import { registerSecurityHeaders } from './plugins/security-headers';
import { currentUser, sessionPlugin } from './plugins/session';
import { registerStorableTextGuard } from './plugins/storable-text-guard';
import { access, declareAccessForAll } from './route-access';
import { collectRouteTable } from './route-table';
import { registerWebApp, showsStaticLandingTo } from './plugins/web-app';
import { registerLinkedAccountRoutes } from '../modules/youtube-account/register-linked-account-routes';

const DEV_SIGN_IN_PATH = '/dev-oidc';
const YOUTUBE_EMULATOR_PATH = '/_emulators/youtube';
const GOOGLE_ISSUER = 'https://accounts.google.com';
const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export interface BuildServerOptions {
  /** Built SPA folder; defaults to apps/web/dist. */
  webDistDir?: string;
}

/** The HTTP server: plugins, the API under /api, the emulators, and the web app. */
export async function buildServer(
  context: AppContext,
  options: BuildServerOptions = {},
): Promise<FastifyInstance> {
  const { settings } = context;
  const https = settings.publicUrl.startsWith('https://');
  const app = Fastify({
    loggerInstance: context.logger as FastifyBaseLogger,
    disableRequestLogging: true,
    trustProxy: settings.trustProxy,
    bodyLimit: 1024 * 1024,
    // On close (SIGTERM), idle keep-alive connections are dropped at once; requests in flight finish first.
    forceCloseConnections: 'idle',
    // Node's parser reads heads past the server's limit, which a hook enforces with the method known.
    http: { maxHeaderSize: PARSER_HEAD_LIMIT },
    // Node's and Fastify's own refusals answer in the API's error shape too.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });

  registerRequestLog(app, context.logger as FastifyBaseLogger);
  registerErrorHandler(app);
  registerHeadSizeLimit(app);
  collectRouteTable(app);
  // Node's own Host check answers a bare 400; registerHostHeaderCheck answers in the API's shape.
  (app.server as { requireHostHeader?: boolean }).requireHostHeader = false;
  registerHostHeaderCheck(app);
  registerStorableTextGuard(app);
  registerNoStoreByDefault(app);
  acceptEmptyJsonBodies(app);
  registerSecurityHeaders(app, { https });
  await app.register(cookie, { secret: settings.sessionSecret });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `${signInMessages.tooManyRequests} (retry in ${Math.ceil(context.ttl / 1000)} s)`,
    }),
  });
  await app.register(sessionPlugin, { sessions: context.sessions, adminEmails: settings.adminEmails });
  await app.register(sameOriginCheckPlugin, { publicOrigin: new URL(settings.publicUrl).origin });

  app.get('/api/health', access('public'), async (): Promise<HealthResponse> => {
    await context.database.db.execute(sql`select 1`);
    return { status: 'ok', database: context.database.kind, version: '0.1.0' };
  });

  const identity = await createIdentity(app, context);
  await app.register(authRoutes, {
    identity,
    sessions: context.sessions,
    publicUrl: settings.publicUrl,
    secureCookies: https,
    sessionTtlDays: settings.sessionTtlDays,
    rateLimitPerMinute: settings.authRateLimitPerMinute,
  });

  await app.register(podRoutes, { pods: context.pods });
  await app.register(catalogRoutes, { catalog: context.catalog });
  await app.register(sourceRoutes, { sources: context.sources });
  await app.register(listeningRoutes, { listening: context.listening });
  await app.register(betaRoutes, { passwordHash: settings.betaPasswordHash, secureCookies: https });
  await app.register(billingRoutes, context.billing);
  await app.register(stripeWebhookRoute, { payments: context.billing.payments });
  if (settings.env !== 'production') await app.register(billingDevelopmentRoutes, context.billing);
  await app.register(libraryRoutes, { library: context.library });
  await app.register(podcastRoutes, { context });
  await registerLinkedAccountRoutes(app, context);
  if (settings.storage.kind === 'local') {
    registerAudioFiles(app, {
      storage: context.storage,
      prefix: '/api/audio',
      authorize: (request) => context.billing.entitlements.assertCanListen(currentUser(request).id),
    });
  }
  if (settings.payments.usesEmulator) {
    await app.register(registerStripeEmulator, {
      prefix: STRIPE_EMULATOR_PATH,
      state: context.emulatorState,
      secretKey: settings.payments.secretKey,
      webhookSecret: settings.payments.webhookSecret,
      publicBaseUrl: `${settings.publicUrl}${STRIPE_EMULATOR_PATH}`,
      webhookUrl: `${settings.publicUrl}/api/stripe/webhook`,
      prices: settings.payments.prices,
      logger: context.logger,
    });
  }

  if (settings.youtube.mountsEmulator) {
    const latencyMs = settings.youtube.emulatorLatencyMs;
    await app.register(
      async (emulator) => {
        declareAccessForAll(emulator, 'public');
        if (latencyMs > 0)
          emulator.addHook('onRequest', () => new Promise((resolve) => setTimeout(resolve, latencyMs)));
        await emulator.register(registerYouTubeEmulator, {
          publicBaseUrl: `${settings.publicUrl}${YOUTUBE_EMULATOR_PATH}`,
          resolveAccessToken: createEmulatorAccessTokenResolver(context.emulatorState),
        });
      },
      { prefix: YOUTUBE_EMULATOR_PATH },
    );
  }

  await registerWebApp(app, {
    distDir: options.webDistDir ?? defaultWebDist,
    showsStaticLanding: showsStaticLandingTo({
      betaGateOn: Boolean(settings.betaPasswordHash),
      findSession: async (token) =>
        context.sessions.findRecent(token) ?? (await context.sessions.authenticate(token)),
    }),
  });
  return app;
}

/** Google when configured; else the built-in development provider (never in production unless enabled). */
async function createIdentity(
  app: FastifyInstance,
  context: AppContext,
): Promise<OpenIdIdentityProvider | null> {
  const { settings } = context;
  const redirectUri = `${settings.publicUrl}/api/auth/callback`;
  if (settings.signIn.provider === 'google') {
    return createOpenIdIdentityProvider({
      providerName: 'google',
      issuer: GOOGLE_ISSUER,
      clientId: settings.signIn.clientId,
      clientSecret: settings.signIn.clientSecret,
      redirectUri,
      prompt: 'select_account',
    });
  }
  if (settings.signIn.provider === 'development') {
    const issuer = `${settings.publicUrl}${DEV_SIGN_IN_PATH}`;
    const provider = await createDevSignInProvider({
      issuer,
      clientId: settings.signIn.clientId,
      clientSecret: settings.signIn.clientSecret,
      redirectUri,
      cookieSecret: settings.sessionSecret,
      trustProxy: settings.trustProxy,
      state: context.emulatorState,
    });
    await registerDevSignIn(app, { provider, state: context.emulatorState, mountPath: DEV_SIGN_IN_PATH });
    return createOpenIdIdentityProvider({
      providerName: 'development',
      issuer,
      clientId: settings.signIn.clientId,
      clientSecret: settings.signIn.clientSecret,
      redirectUri,
      allowInsecureRequests: issuer.startsWith('http://'),
    });
  }
  context.logger.warn(
    'No sign-in provider: set GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET, or DEV_SIGN_IN=true outside production.',
  );
  return null;
}

/**
 * Clients often send `content-type: application/json` with no body on POSTs that
 * take none (view-pod, refresh-cache). Treat an empty body as no body, and keep
 * malformed JSON a 400.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });
}
