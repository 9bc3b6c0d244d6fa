import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './test-support/server-process';

describe('server start-up', () => {
  it('stops with a message naming a bad setting', async () => {
    const server = startServerProcess('all', {
      PORT: 'not-a-port',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'podbite-bad-')),
    });
    const code = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toMatch(/PodBite cannot start/);
    expect(server.output()).toMatch(/PORT: /);
  });
});
