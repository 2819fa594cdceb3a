import { type Dirent } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredBytes } from './file-storage.js';

const PART = /^([0-9a-f]{64})\.part$/;

/**
 * The `<key>.part` files in `folder`: writes under way, or left by a crash.
 * Disk storage writes a whole file there before moving it into place; S3
 * storage stages one part there at a time.
 */
export async function* partFiles(folder: string): AsyncIterable<StoredBytes> {
  for (const file of await entries(folder)) {
    const key = PART.exec(file.name)?.[1];
    if (!file.isFile() || !key) continue;
    const path = join(folder, file.name);
    const modifiedAt = await modified(path);
    if (modifiedAt)
      yield { key, modifiedAt, unfinished: true, remove: () => rm(path, { force: true }) };
  }
}

/** A folder's entries; a folder not made yet (nothing stored) has none. */
export const entries = (folder: string): Promise<Dirent[]> =>
  unlessMissing(readdir(folder, { withFileTypes: true }), []);

/** When a file was last written; undefined when it went meanwhile (a request aborting, another sweeper). */
export const modified = (path: string): Promise<Date | undefined> =>
  unlessMissing(
    stat(path).then((stats) => stats.mtime),
    undefined,
  );

async function unlessMissing<T>(work: Promise<T>, missing: T): Promise<T> {
  return work.catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return missing;
    throw error;
  });
}
