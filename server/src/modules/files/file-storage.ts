import { Inject } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** New bytes on their way into storage: visible under `key` only after `commit()`. */
export interface PendingWrite {
  key: string;
  stream: Writable;
  /** Call once `stream` has finished. */
  commit(): Promise<void>;
  /** Removes whatever was written; safe to call after a failed or a committed write. */
  abort(): Promise<void>;
}

/** Where file bytes live (ARCHITECTURE §8): the disk today, an S3 bucket later. */
export interface FileStorage {
  create(): Promise<PendingWrite>;
  /** The stored bytes; rejects when there are none. */
  open(key: string): Promise<Readable>;
  /** Removes the bytes; a key already gone is fine. */
  remove(key: string): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');
export const InjectFileStorage = () => Inject(FILE_STORAGE);

const KEY = /^[0-9a-f]{64}$/;

/**
 * Files under `<root>/<key[0..2]>/<key>` (spread over 256 folders). Bytes are
 * written to `<root>/tmp` and renamed into place, so a reader never sees half
 * a file and a crash leaves debris only in tmp.
 */
export class DiskFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async create(): Promise<PendingWrite> {
    const key = randomBytes(32).toString('hex');
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

  private path(key: string): string {
    if (!KEY.test(key)) throw new Error(`Not a storage key: ${key}`);
    return join(this.root, key.slice(0, 2), key);
  }
}

// A destroyed write stream may still be opening its file: wait until it lets go of it.
async function release(stream: WriteStream): Promise<void> {
  if (stream.closed) return;
  const closed = new Promise<void>((resolve) => stream.once('close', () => resolve()));
  if (!stream.destroyed && !stream.writableFinished) stream.destroy();
  await closed;
}
