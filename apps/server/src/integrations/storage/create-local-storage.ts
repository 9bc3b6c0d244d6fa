import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import {
  checkContentTypeMatchesKey,
  checkRange,
  checkStorageKey,
  contentTypeForKey,
} from './check-storage-key';
import type { FileStorage, StoredObjectInfo } from './file-storage';
import { StorageError } from './storage-error';

export interface LocalStorageOptions {
  /** The folder that holds the files, e.g. `{DATA_DIR}/files`; created when missing. */
  rootDir: string;
  /** Where the app serves the files: "/api" + "/audio/x.mp3" is the registerAudioFiles route. */
  publicBaseUrl?: string;
}

/** The embedded default: files in a local folder, served by the app itself. */
export function createLocalStorage(options: LocalStorageOptions): FileStorage {
  const root = resolve(options.rootDir);
  const publicBaseUrl = (options.publicBaseUrl ?? '/api').replace(/\/+$/, '');
  const pathOf = (key: string) => {
    checkStorageKey(key);
    return join(root, ...key.split('/'));
  };

  const head = async (key: string): Promise<StoredObjectInfo | null> => {
    const path = pathOf(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { size: info.size, contentType: contentTypeForKey(key) ?? 'application/octet-stream' };
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StorageError('failed', `Could not read "${key}" from the local folder.`, { cause: error });
    }
  };

  return {
    kind: 'local',
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      checkContentTypeMatchesKey(key, contentType);
      // Written beside, then renamed: readers never see half a file, and two
      // workers that make the same content-addressed clip simply overwrite each other.
      const temporary = `${path}.${randomUUID()}.tmp`;
      try {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw new StorageError('failed', `Could not write "${key}" to the local folder.`, { cause: error });
      }
    },
    head,
    async get(key, range) {
      const info = await head(key);
      if (!info) return null;
      if (range) checkRange(range, info.size);
      const body = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
      return { ...info, body, ...(range ? { range } : {}) };
    },
    async exists(key) {
      return (await head(key)) !== null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    urlFor(key) {
      checkStorageKey(key);
      return `${publicBaseUrl}/${key}`;
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
