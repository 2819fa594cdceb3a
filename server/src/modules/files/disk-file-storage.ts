import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  checkedKey,
  isStorageKey,
  newStorageKey,
  type FileStorage,
  type PendingWrite,
  type StoredBytes,
} from './file-storage.js';
import { entries, modified, partFiles } from './local-files.js';

const FOLDER = /^[0-9a-f]{2}$/;

/**
 * Files under `<root>/<key[0..2]>/<key>` (spread over 256 folders). Bytes are
 * written to `<root>/tmp/<key>.part` and renamed into place, so a reader never
 * sees half a file and a crash leaves debris only in tmp.
 */
export class DiskFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async create(key = newStorageKey()): Promise<PendingWrite> {
    checkedKey(key);
    const temp = join(this.root, 'tmp', `${key}.part`);
    await mkdir(join(this.root, 'tmp'), { recursive: true });
    const stream = createWriteStream(temp, { flags: 'wx', flush: true });
    return {
      key,
      stream,
      commit: async () => {
        const path = this.path(key);
        await mkdir(join(path, '..'), { recursive: true });
        await rename(temp, path);
      },
      abort: async () => {
        await release(stream);
        await rm(temp, { force: true });
        await this.remove(key);
      },
    };
  }

  async open(key: string): Promise<Readable> {
    // Opening first makes a missing file fail here, before any response header is sent.
    const handle = await open(this.path(key), 'r');
    return handle.createReadStream();
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async *list(): AsyncIterable<StoredBytes> {
    for (const folder of await entries(this.root)) {
      if (!folder.isDirectory()) continue;
      if (folder.name === 'tmp') yield* partFiles(join(this.root, 'tmp'));
      else if (FOLDER.test(folder.name)) yield* this.committed(join(this.root, folder.name));
    }
  }

  private async *committed(folder: string): AsyncIterable<StoredBytes> {
    for (const file of await entries(folder)) {
      if (!file.isFile() || !isStorageKey(file.name)) continue;
      const key = file.name;
      const modifiedAt = await modified(join(folder, key));
      if (modifiedAt) yield { key, modifiedAt, unfinished: false, remove: () => this.remove(key) };
    }
  }

  private path(key: string): string {
    return join(this.root, checkedKey(key).slice(0, 2), key);
  }
}

// A destroyed write stream may still be opening its file: wait until it lets go of it.
async function release(stream: WriteStream): Promise<void> {
  if (stream.closed) return;
  const closed = new Promise<void>((resolve) => stream.once('close', () => resolve()));
  if (!stream.destroyed && !stream.writableFinished) stream.destroy();
  await closed;
}
