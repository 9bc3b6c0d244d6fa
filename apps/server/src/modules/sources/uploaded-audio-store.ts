import { buffer } from 'node:stream/consumers';
import type { FileStorage } from '../../integrations/storage';

const UPLOAD_KEY_PREFIX = 'uploads/';

/**
 * Uploaded audio waits here for the transcription job: in the file storage
 * (a local folder or an S3 bucket), so an api machine and a worker machine that
 * share the bucket hand files over without sharing a disk. The key carries no
 * extension, so any audio type is stored as is; the job is told the type.
 */
export function createUploadedAudioStore(storage: FileStorage) {
  const keyOf = (fileName: string) => `${UPLOAD_KEY_PREFIX}${fileName.replace(/[^A-Za-z0-9_-]/g, '')}`;
  return {
    /** Returns the name the job reads the file back by. */
    async save(id: string, extension: string, bytes: Buffer): Promise<string> {
      const fileName = `${id}-${extension.replace(/[^a-z0-9]/gi, '')}`;
      await storage.put(keyOf(fileName), bytes, 'application/octet-stream');
      return fileName;
    },
    async read(fileName: string): Promise<Buffer> {
      const stored = await storage.get(keyOf(fileName));
      if (!stored) throw new Error(`The uploaded audio "${fileName}" is no longer in the file storage.`);
      return buffer(stored.body);
    },
    /** Once transcribed, the audio is not needed again. */
    async remove(fileName: string): Promise<void> {
      await storage.delete(keyOf(fileName));
    },
  };
}

export type UploadedAudioStore = ReturnType<typeof createUploadedAudioStore>;
