import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../integrations/storage';
import { createUploadedAudioStore } from './uploaded-audio-store';

let rootDir: string | undefined;
afterEach(async () => {
  if (rootDir) await rm(rootDir, { recursive: true, force: true });
});

describe('the uploaded audio store', () => {
  it('keeps the file in the file storage under uploads/, reads it back, and removes it', async () => {
    rootDir = await mkdtemp(path.join(tmpdir(), 'podbite-uploads-'));
    const store = createUploadedAudioStore(createLocalStorage({ rootDir }));
    const bytes = Buffer.from('ID3 not really audio');
    const fileName = await store.save('abcDEF123_-', 'm4a', bytes);
    expect(await readdir(path.join(rootDir, 'uploads'))).toEqual([fileName]);
    expect(await store.read(fileName)).toEqual(bytes);
    await store.remove(fileName);
    await expect(store.read(fileName)).rejects.toThrow(/no longer in the file storage/);
  });
});
