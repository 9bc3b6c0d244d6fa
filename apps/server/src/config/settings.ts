import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable PodBite reads, validated once at boot (STYLE.md §5).
 * Nothing else in the server reads process.env. `.env.example` documents each one.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => (value === '' ? undefined : ['true', '1', 'yes'].includes(value)))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    PUBLIC_URL: optionalUrl,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanFlag,

    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATA_DIR: z.string().min(1).default('./data'),

    SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),

    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    DEV_SIGN_IN: booleanFlag,
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    ADMIN_EMAILS: optionalString,

    JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
    JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),

    YOUTUBE_API_KEY: optionalString,
    /** Serve the built-in YouTube emulator; never in production unless asked for. */
    YOUTUBE_EMULATOR: booleanFlag,
    YOUTUBE_EMULATOR_LATENCY_MS: z.coerce.number().int().min(0).max(10_000).default(0),
    YOUTUBE_DATA_API_BASE_URL: optionalUrl,
    YOUTUBE_WEB_BASE_URL: optionalUrl,
    YOUTUBE_OAUTH_CLIENT_ID: optionalString,
    YOUTUBE_OAUTH_CLIENT_SECRET: optionalString,
    TOKEN_ENCRYPTION_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
        .optional(),
    ),

    FETCH_ALLOW_LIST: optionalString,

    STT_URL: optionalUrl,
    STT_API_KEY: optionalString,
    STT_MODEL: z.string().default('whisper-1'),

    TTS_URL: optionalUrl,
    TTS_API_KEY: optionalString,
    TTS_MODEL: z.string().default('tts-1'),
    TTS_VOICE: z.string().default('alloy'),

    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanFlag,
    S3_PUBLIC_BASE_URL: optionalUrl,

    DEMO_CONTENT: booleanFlag,

    LLM_URL: optionalUrl,
    LLM_MODEL: optionalString,
    LLM_API_KEY: optionalString,

    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_PRO_MONTHLY: z.string().default('price_pro_monthly'),
    STRIPE_PRICE_PRO_ANNUAL: z.string().default('price_pro_annual'),
    STRIPE_PRICE_CREDITS: z.string().default('price_credits_50'),
    BETA_PASSWORD_HASH: optionalString.pipe(
      z
        .string()
        .regex(/^scrypt:[0-9a-f]+:[0-9a-f]+$/, 'must be scrypt:<salt hex>:<hash hex>')
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
    if (Boolean(env.YOUTUBE_OAUTH_CLIENT_ID) !== Boolean(env.YOUTUBE_OAUTH_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.YOUTUBE_OAUTH_CLIENT_ID ? 'YOUTUBE_OAUTH_CLIENT_SECRET' : 'YOUTUBE_OAUTH_CLIENT_ID'],
        message: 'YOUTUBE_OAUTH_CLIENT_ID and YOUTUBE_OAUTH_CLIENT_SECRET must be set together',
      });
    }
    if (env.S3_ENDPOINT) {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when S3_ENDPOINT is set' });
      }
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
      });
    }
    if (Boolean(env.LLM_URL) !== Boolean(env.LLM_MODEL)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.LLM_URL ? 'LLM_MODEL' : 'LLM_URL'],
        message: 'LLM_URL and LLM_MODEL must be set together',
      });
    }
  });

export type SignInProvider = 'google' | 'development';

export interface Settings {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Origin the browser sees, e.g. http://localhost:3000; used for redirects and the origin check. */
  publicUrl: string;
  logLevel: string;
  trustProxy: boolean;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  dataDir: string;
  sessionSecret: string;
  sessionTtlDays: number;
  signIn:
    | { provider: 'google'; clientId: string; clientSecret: string }
    | { provider: 'development'; clientId: string; clientSecret: string }
    | { provider: 'none' };
  authRateLimitPerMinute: number;
  /** Accounts (lower-cased e-mail addresses) that may run the admin-only routes, e.g. deleting a pod's cache. */
  adminEmails: string[];
  jobs: { timeoutSeconds?: number; maintenanceSeconds: number };
  youtube: {
    apiKey?: string;
    dataApiBaseUrl: string;
    webBaseUrl: string;
    usesEmulator: boolean;
    /** Whether this server mounts the emulator at /_emulators/youtube (YOUTUBE_EMULATOR; off in production by default). */
    mountsEmulator: boolean;
    /** Simulated network latency of the emulator, to watch progress or test crashes mid-job. */
    emulatorLatencyMs: number;
  };
  /**
   * Linking a listener's YouTube account (OAuth 2.0 code + PKCE, scope youtube.readonly):
   * Google's authorization server with real YouTube, the built-in consent emulator with
   * the YouTube emulator, or nothing when real YouTube has no OAuth client.
   */
  youtubeLink:
    | { provider: 'google'; issuer: string; clientId: string; clientSecret: string }
    | { provider: 'emulator'; issuer: string; clientId: string; clientSecret: string }
    | { provider: 'none' };
  /**
   * AES-256-GCM key for tokens kept at rest (linked YouTube accounts). In production it
   * must be set; without it YouTube linking is off (youtubeLink.provider is 'none').
   */
  tokenEncryptionKey: Buffer;
  fetchAllowList: string[];
  /** Summarize the YouTube emulator's demo library at first start, so a fresh install has a catalogue. */
  demoContent: boolean;
  stt: { url?: string; apiKey?: string; model: string };
  llm: { url: string; model: string; apiKey?: string } | null;
  tts: { url?: string; apiKey?: string; model: string; voice: string };
  /** Stripe, or the built-in emulator (same SDK, same code path) when no keys are set. */
  payments: {
    secretKey: string;
    webhookSecret: string;
    usesEmulator: boolean;
    prices: { monthly: string; annual: string; credits: string };
  };
  /** scrypt:<salt>:<hash> of the beta password; the 'Beta Access' gate is on only when set. */
  betaPasswordHash?: string;
  /** Where narrated audio is kept: a local folder by default, an S3-compatible bucket when configured. */
  storage:
    | { kind: 'local'; rootDir: string }
    | {
        kind: 's3';
        endpoint: string;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
        publicBaseUrl?: string;
      };
}

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SettingsError';
  }
}

/** The development sign-in client; the provider and the client live in the same server. */
const DEV_CLIENT_ID = 'podbite-web';
/** The YouTube-linking client of the built-in consent emulator. */
const DEV_YOUTUBE_CLIENT_ID = 'podbite-youtube-link';
const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * Parses and validates the environment. Throws SettingsError naming every bad
 * variable; main() prints it and exits, so a misconfigured server never starts.
 */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new SettingsError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const sessionSecret = e.SESSION_SECRET ?? readOrCreateLocalSecret(dataDir, 'session-secret', 'base64url');

  const devSignInAllowed = e.DEV_SIGN_IN ?? e.NODE_ENV !== 'production';
  const signIn: Settings['signIn'] =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { provider: 'google', clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
      : devSignInAllowed
        ? { provider: 'development', clientId: DEV_CLIENT_ID, clientSecret: `${sessionSecret}:dev-client` }
        : { provider: 'none' };

  const emulatorBase = `${publicUrl}/_emulators/youtube`;
  const youtubeOAuthClientId = e.YOUTUBE_OAUTH_CLIENT_ID ?? e.GOOGLE_CLIENT_ID;
  const youtubeOAuthClientSecret = e.YOUTUBE_OAUTH_CLIENT_SECRET ?? e.GOOGLE_CLIENT_SECRET;
  const tokenEncryptionKey =
    e.TOKEN_ENCRYPTION_KEY ??
    (e.NODE_ENV === 'production' ? null : readOrCreateLocalSecret(dataDir, 'token-encryption-key', 'hex'));
  const youtubeLink: Settings['youtubeLink'] = !tokenEncryptionKey
    ? { provider: 'none' }
    : !e.YOUTUBE_API_KEY
      ? {
          provider: 'emulator',
          issuer: `${publicUrl}/_emulators/google-oauth`,
          clientId: DEV_YOUTUBE_CLIENT_ID,
          clientSecret: `${sessionSecret}:dev-youtube-client`,
        }
      : youtubeOAuthClientId && youtubeOAuthClientSecret
        ? {
            provider: 'google',
            issuer: GOOGLE_ISSUER,
            clientId: youtubeOAuthClientId,
            clientSecret: youtubeOAuthClientSecret,
          }
        : { provider: 'none' };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir },
    dataDir,
    sessionSecret,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    signIn,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    adminEmails: (e.ADMIN_EMAILS ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
    jobs: { timeoutSeconds: e.JOB_TIMEOUT_SECONDS, maintenanceSeconds: e.JOB_MAINTENANCE_SECONDS },
    youtube: {
      emulatorLatencyMs: e.YOUTUBE_EMULATOR_LATENCY_MS,
      apiKey: e.YOUTUBE_API_KEY,
      dataApiBaseUrl:
        e.YOUTUBE_DATA_API_BASE_URL ??
        (e.YOUTUBE_API_KEY ? 'https://www.googleapis.com/youtube/v3' : `${emulatorBase}/youtube/v3`),
      webBaseUrl: e.YOUTUBE_WEB_BASE_URL ?? (e.YOUTUBE_API_KEY ? 'https://www.youtube.com' : emulatorBase),
      usesEmulator: !e.YOUTUBE_API_KEY,
      mountsEmulator: !e.YOUTUBE_API_KEY && (e.YOUTUBE_EMULATOR ?? e.NODE_ENV !== 'production'),
    },
    youtubeLink,
    // Without a key (production only) nothing is ever encrypted: linking is off. A random key keeps the type simple.
    tokenEncryptionKey: tokenEncryptionKey ? Buffer.from(tokenEncryptionKey, 'hex') : randomBytes(32),
    fetchAllowList: (e.FETCH_ALLOW_LIST ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    // On by default only in development on the emulator: tests and production opt in.
    demoContent: e.DEMO_CONTENT ?? (e.NODE_ENV === 'development' && !e.YOUTUBE_API_KEY),
    stt: { url: e.STT_URL, apiKey: e.STT_API_KEY, model: e.STT_MODEL },
    llm: e.LLM_URL && e.LLM_MODEL ? { url: e.LLM_URL, model: e.LLM_MODEL, apiKey: e.LLM_API_KEY } : null,
    tts: { url: e.TTS_URL, apiKey: e.TTS_API_KEY, model: e.TTS_MODEL, voice: e.TTS_VOICE },
    payments: {
      secretKey: e.STRIPE_SECRET_KEY ?? 'sk_test_podbite_emulator',
      // The emulator signs with a secret of this installation, never a published one.
      webhookSecret:
        e.STRIPE_WEBHOOK_SECRET ??
        `whsec_${createHash('sha256').update(`${sessionSecret}:stripe-emulator`).digest('hex')}`,
      usesEmulator: !e.STRIPE_SECRET_KEY,
      prices: {
        monthly: e.STRIPE_PRICE_PRO_MONTHLY,
        annual: e.STRIPE_PRICE_PRO_ANNUAL,
        credits: e.STRIPE_PRICE_CREDITS,
      },
    },
    betaPasswordHash: e.BETA_PASSWORD_HASH,
    storage:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? true,
            publicBaseUrl: e.S3_PUBLIC_BASE_URL,
          }
        : { kind: 'local', rootDir: path.join(dataDir, 'files') },
  };
}

/**
 * Outside production a missing SESSION_SECRET or TOKEN_ENCRYPTION_KEY is made once
 * and kept in the data folder, so sessions, sign-in state and encrypted tokens
 * survive restarts without any setup.
 */
function readOrCreateLocalSecret(dataDir: string, fileName: string, encoding: 'base64url' | 'hex'): string {
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString(encoding);
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
