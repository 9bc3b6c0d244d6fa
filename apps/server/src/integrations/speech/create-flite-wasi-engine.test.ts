import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createFliteWasiEngine } from './create-flite-wasi-engine';

const crashingHelper = fileURLToPath(new URL('./testing/crashing-flite-helper.mjs', import.meta.url));
const directory = mkdtempSync(join(tmpdir(), 'podbite-flite-wasi-test-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the flite-wasi helper process', () => {
  it('speaks with the real module', async () => {
    const engine = createFliteWasiEngine({ timeoutMs: 20_000 });
    try {
      const audio = await engine.synthesize('Hello from WebAssembly.');
      expect(audio.sampleRate).toBe(16000);
      expect(audio.samples.length / audio.sampleRate).toBeGreaterThan(0.8);
    } finally {
      await engine.close();
    }
  });

  it('tries once more on a fresh helper when the helper dies', async () => {
    vi.stubEnv('CRASH_MARKER', join(directory, 'crashed-once'));
    const engine = createFliteWasiEngine({ timeoutMs: 20_000, helperPath: crashingHelper });
    try {
      const audio = await engine.synthesize('Anything.');
      expect(audio.samples).toHaveLength(1600);
    } finally {
      await engine.close();
    }
  });

  it('reports a helper that keeps dying, with the signal', async () => {
    vi.stubEnv('CRASH_ALWAYS', '1');
    const engine = createFliteWasiEngine({ timeoutMs: 20_000, helperPath: crashingHelper });
    try {
      await expect(engine.synthesize('Anything.')).rejects.toMatchObject({
        code: 'engine-failed',
        message: expect.stringMatching(/^flite-wasi stopped \(signal SIGKILL\)/),
      });
    } finally {
      await engine.close();
    }
  });
});
