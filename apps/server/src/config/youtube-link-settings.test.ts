import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from './settings';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'podbite-settings-'));
const secret = 'x'.repeat(40);

describe('YouTube linking settings', () => {
  it('makes a token encryption key outside production and keeps it across restarts', () => {
    const dir = dataDir();
    const first = loadSettings({ DATA_DIR: dir });
    expect(first.tokenEncryptionKey).toHaveLength(32);
    expect(loadSettings({ DATA_DIR: dir }).tokenEncryptionKey.equals(first.tokenEncryptionKey)).toBe(true);
    expect(first.youtubeLink).toMatchObject({
      provider: 'emulator',
      issuer: 'http://localhost:3000/_emulators/google-oauth',
    });
  });

  it('links with Google when real YouTube is configured, using the sign-in client unless its own is set', () => {
    const env = {
      DATA_DIR: dataDir(),
      YOUTUBE_API_KEY: 'key',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    };
    expect(loadSettings(env).youtubeLink).toEqual({
      provider: 'google',
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    });
    expect(
      loadSettings({ ...env, YOUTUBE_OAUTH_CLIENT_ID: 'yt', YOUTUBE_OAUTH_CLIENT_SECRET: 'yts' }).youtubeLink,
    ).toMatchObject({
      clientId: 'yt',
    });
    expect(loadSettings({ DATA_DIR: dataDir(), YOUTUBE_API_KEY: 'key' }).youtubeLink.provider).toBe('none');
  });

  it('turns linking off in production without TOKEN_ENCRYPTION_KEY, and on with it', () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', SESSION_SECRET: secret };
    expect(loadSettings(production).youtubeLink.provider).toBe('none');
    const key = 'ab'.repeat(32);
    const withKey = loadSettings({ ...production, TOKEN_ENCRYPTION_KEY: key });
    expect(withKey.youtubeLink.provider).toBe('emulator');
    expect(withKey.tokenEncryptionKey.toString('hex')).toBe(key);
  });

  it('names a bad key and a half-set OAuth client', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadSettings({ DATA_DIR: dataDir(), ...env });
        return [];
      } catch (error) {
        return error instanceof SettingsError ? error.problems : [];
      }
    };
    expect(problems({ TOKEN_ENCRYPTION_KEY: 'short' }).join()).toMatch(
      /^TOKEN_ENCRYPTION_KEY: must be 64 hexadecimal/,
    );
    expect(problems({ YOUTUBE_OAUTH_CLIENT_ID: 'id' }).join()).toMatch(/^YOUTUBE_OAUTH_CLIENT_SECRET/);
  });
});
