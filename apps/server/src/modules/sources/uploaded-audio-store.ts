import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded audio waits here for the transcription job. Written to a temporary
 * name and renamed, so a crash never leaves a half file under the real name.
 */
export function createUploadedAudioStore(rootDir: string) {
  const fileFor = (id: string, extension: string) =>
    path.join(rootDir, `${id}.${extension.replace(/[^a-z0-9]/gi, '')}`);
  return {
    async save(id: string, extension: string, bytes: Buffer): Promise<string> {
      await mkdir(rootDir, { recursive: true });
      const target = fileFor(id, extension);
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
      return path.basename(target);
    },
    async read(fileName: string): Promise<Buffer> {
      return readFile(path.join(rootDir, path.basename(fileName)));
    },
  };
}

export type UploadedAudioStore = ReturnType<typeof createUploadedAudioStore>;
