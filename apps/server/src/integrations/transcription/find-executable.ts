import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

/**
 * The full path of a program on PATH (or the given path, if it is an executable
 * file), or null. Checked when a transcriber is created, so the choice of engine
 * is made once and can be reported at boot.
 */
export function findExecutable(nameOrPath: string, searchPath = process.env.PATH ?? ''): string | null {
  if (isAbsolute(nameOrPath) || nameOrPath.includes('/'))
    return isExecutableFile(nameOrPath) ? nameOrPath : null;
  for (const directory of searchPath.split(delimiter)) {
    if (directory === '') continue;
    const candidate = join(directory, nameOrPath);
    if (isExecutableFile(candidate)) return candidate;
  }
  return null;
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
