import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from './settings';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'podbite-settings-'));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadSettings({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadSettings', () => {
  it('runs on embedded defaults with nothing set', () => {
    const settings = loadSettings({ DATA_DIR: dataDir() });
    expect(settings.port).toBe(3000);
    expect(settings.publicUrl).toBe('http://localhost:3000');
    expect(settings.database.kind).toBe('pglite');
    expect(settings.signIn.provider).toBe('development');
    expect(settings.youtube.usesEmulator).toBe(true);
    expect(settings.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the generated session secret across restarts', () => {
    const dir = dataDir();
    expect(loadSettings({ DATA_DIR: dir }).sessionSecret).toBe(loadSettings({ DATA_DIR: dir }).sessionSecret);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ GOOGLE_CLIENT_ID: 'abc' }, 'GOOGLE_CLIENT_SECRET'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ LLM_URL: 'http://127.0.0.1:11434' }, 'LLM_MODEL'],
  ])('names the bad variable in %j', (env, variable) => {
    const problems = problemsOf(env);
    expect(problems.some((p) => p.startsWith(`${variable}:`))).toBe(true);
  });

  it('refuses the development sign-in in production unless enabled', () => {
    const secret = 'x'.repeat(40);
    expect(
      loadSettings({ DATA_DIR: dataDir(), NODE_ENV: 'production', SESSION_SECRET: secret }).signIn.provider,
    ).toBe('none');
    expect(
      loadSettings({
        DATA_DIR: dataDir(),
        NODE_ENV: 'production',
        SESSION_SECRET: secret,
        DEV_SIGN_IN: 'true',
      }).signIn.provider,
    ).toBe('development');
  });

  it('mounts the YouTube emulator in production only when YOUTUBE_EMULATOR asks for it', () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };
    expect(loadSettings(production).youtube.mountsEmulator).toBe(false);
    expect(loadSettings({ ...production, YOUTUBE_EMULATOR: 'true' }).youtube.mountsEmulator).toBe(true);
    expect(loadSettings({ DATA_DIR: dataDir() }).youtube.mountsEmulator).toBe(true);
    expect(loadSettings({ DATA_DIR: dataDir(), YOUTUBE_EMULATOR: 'false' }).youtube.mountsEmulator).toBe(
      false,
    );
    const withKey = { ...production, YOUTUBE_EMULATOR: 'true', YOUTUBE_API_KEY: 'key' };
    expect(loadSettings(withKey).youtube.mountsEmulator).toBe(false);
  });

  it('uses Google when both Google settings are present', () => {
    const settings = loadSettings({
      DATA_DIR: dataDir(),
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(settings.signIn).toMatchObject({ provider: 'google', clientId: 'id' });
  });

  it('uses the Stripe emulator without keys, and Stripe when both keys are set', () => {
    const embedded = loadSettings({ DATA_DIR: dataDir() });
    expect(embedded.payments.usesEmulator).toBe(true);
    expect(embedded.payments.webhookSecret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const real = loadSettings({
      DATA_DIR: dataDir(),
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(real.payments).toMatchObject({
      usesEmulator: false,
      secretKey: 'sk_live_x',
      webhookSecret: 'whsec_x',
    });
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_live_x' })).toEqual([
      'STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    ]);
  });

  it('takes a beta password only as a scrypt hash', () => {
    expect(problemsOf({ BETA_PASSWORD_HASH: 'hunter2' })).toEqual([
      'BETA_PASSWORD_HASH: must be scrypt:<salt hex>:<hash hex>',
    ]);
    expect(loadSettings({ DATA_DIR: dataDir(), BETA_PASSWORD_HASH: 'scrypt:ab:cd' }).betaPasswordHash).toBe(
      'scrypt:ab:cd',
    );
  });
});
