import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { DiskFileStorage } from '../src/modules/files/disk-file-storage.js';
import {
  newStorageKey,
  type FileStorage,
  type StoredBytes,
} from '../src/modules/files/file-storage.js';
import { S3FileStorage } from '../src/modules/files/s3-file-storage.js';
import { startS3TestServer, type S3TestServer } from '@sasm/s3-test-server';

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** A storage under test, with a way to see how far a write has reached it. */
interface Backend {
  storage: FileStorage;
  /** Bytes of an uncommitted write of `key` that have reached the storage so far. */
  receivedSoFar(key: string): number;
  /** Puts something that is not ours where the storage keeps its files. */
  addForeign(): Promise<void>;
  close(): Promise<void>;
}

async function diskBackend(): Promise<Backend> {
  const root = mkdtempSync(join(tmpdir(), 'sasm-storage-'));
  return {
    storage: new DiskFileStorage(root),
    receivedSoFar: (key) =>
      statSync(join(root, 'tmp', `${key}.part`), { throwIfNoEntry: false })?.size ?? 0,
    async addForeign() {
      writeFileSync(join(root, 'README.txt'), 'not a stored file');
      mkdirSync(join(root, 'ab'), { recursive: true });
      writeFileSync(join(root, 'ab', 'notes.txt'), 'not a stored file either');
    },
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
}

const s3Backend = async (): Promise<Backend> => (await s3BackendWithServer()).backend;

async function s3BackendWithServer(): Promise<{ backend: Backend; server: S3TestServer }> {
  const server: S3TestServer = await startS3TestServer();
  const spool = mkdtempSync(join(tmpdir(), 'sasm-spool-'));
  const storage = new S3FileStorage(
    {
      bucket: server.bucket,
      endpoint: server.endpoint,
      region: 'us-east-1',
      accessKeyId: server.env.S3_ACCESS_KEY_ID!,
      secretAccessKey: server.env.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: true,
    },
    spool,
  );
  const backend: Backend = {
    storage,
    // What S3 holds, not what is staged on the disk on its way there.
    receivedSoFar: (key) => server.receivedParts(key),
    async addForeign() {
      await server.client.send(
        new PutObjectCommand({ Bucket: server.bucket, Key: 'backups/2026.tar', Body: 'not ours' }),
      );
    },
    async close() {
      storage.onApplicationShutdown();
      await server.close();
      rmSync(spool, { recursive: true, force: true });
    },
  };
  return { backend, server };
}

/**
 * Writes numbered 64 KiB pieces into a storage's stream, waiting whenever the
 * stream asks to (as a pipe does), and hashes what it wrote.
 */
class Writer {
  private readonly hash = createHash('sha256');
  private index = 0;

  constructor(private readonly stream: Writable) {
    // As a pipe would: an aborted write may end in an error on its stream.
    stream.on('error', () => {});
  }

  async write(size: number): Promise<this> {
    for (let left = size; left > 0; left -= CHUNK) {
      const chunk = Buffer.alloc(Math.min(CHUNK, left), this.index % 251);
      chunk.writeUInt32BE(this.index++, 0);
      this.hash.update(chunk);
      if (!this.stream.write(chunk)) await once(this.stream, 'drain');
    }
    return this;
  }

  async end(): Promise<string> {
    this.stream.end();
    await once(this.stream, 'finish');
    return this.hash.digest('hex');
  }
}

const written = async (stream: Writable, size: number) =>
  new Writer(stream).write(size).then((w) => w.end());

async function readAll(
  stream: Readable,
): Promise<{ sha256: string; size: number; largestChunk: number }> {
  const hash = createHash('sha256');
  let size = 0;
  let largestChunk = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
    largestChunk = Math.max(largestChunk, chunk.length);
  }
  return { sha256: hash.digest('hex'), size, largestChunk };
}

async function listed(storage: FileStorage): Promise<StoredBytes[]> {
  const items: StoredBytes[] = [];
  for await (const item of storage.list()) items.push(item);
  return items;
}

const summary = (items: StoredBytes[]) =>
  items
    .map(({ key, unfinished }) => ({ key, unfinished }))
    .sort((a, b) => a.key.localeCompare(b.key));

describe.each([
  ['DiskFileStorage', diskBackend],
  ['S3FileStorage', s3Backend],
])('%s', (_name, start) => {
  let backend: Backend;
  let sut: FileStorage;
  beforeAll(async () => {
    backend = await start();
    sut = backend.storage;
  });
  afterAll(() => backend.close());

  it('stores bytes that become readable under their key once committed', async () => {
    const pending = await sut.create();
    const writer = await new Writer(pending.stream).write(300 * 1024);
    await expect(sut.open(pending.key)).rejects.toThrow();
    const sha256 = await writer.end();
    await pending.commit();

    const read = await readAll(await sut.open(pending.key));
    expect(read).toMatchObject({ sha256, size: 300 * 1024 });
    const item = (await listed(sut)).find((entry) => entry.key === pending.key);
    expect(item).toMatchObject({ unfinished: false });
    expect(Math.abs(item!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('rejects opening a key that holds nothing, before a byte is read', async () => {
    await expect(sut.open(newStorageKey())).rejects.toThrow();
    await expect(sut.open('../../etc/passwd')).rejects.toThrow(/Not a storage key/);
  });

  it('removes the bytes of a key, and removing them again is fine', async () => {
    const pending = await sut.create();
    await written(pending.stream, 1000);
    await pending.commit();
    await sut.remove(pending.key);
    await sut.remove(pending.key);
    await expect(sut.open(pending.key)).rejects.toThrow();
    expect((await listed(sut)).map((item) => item.key)).not.toContain(pending.key);
  });

  it('leaves nothing behind when a write is aborted, before or after its commit', async () => {
    const before = summary(await listed(sut));
    const small = await sut.create();
    await new Writer(small.stream).write(200 * 1024);
    await small.abort();
    // Past one part: S3 has begun a multipart upload.
    const halfway = await sut.create();
    await new Writer(halfway.stream).write(6 * MB);
    expect(backend.receivedSoFar(halfway.key)).toBeGreaterThan(0);
    await halfway.abort();
    const committed = await sut.create();
    await written(committed.stream, 1000);
    await committed.commit();
    await committed.abort();
    expect(summary(await listed(sut))).toEqual(before);
    await expect(sut.open(committed.key)).rejects.toThrow();
  });

  it('streams a 12 MiB file in and out without holding it in memory', async () => {
    const pending = await sut.create();
    const writer = await new Writer(pending.stream).write(11 * MB);
    // The writer waited whenever asked to: all but a part (5 MiB) must have reached storage.
    expect(backend.receivedSoFar(pending.key)).toBeGreaterThanOrEqual(11 * MB - 6 * MB);
    const sha256 = await (await writer.write(1 * MB)).end();
    await pending.commit();
    expect((await listed(sut)).filter((item) => item.key === pending.key)).toEqual([
      expect.objectContaining({ unfinished: false }),
    ]);

    const read = await readAll(await sut.open(pending.key));
    expect(read).toMatchObject({ sha256, size: 12 * MB });
    expect(read.largestChunk).toBeLessThanOrEqual(1 * MB);
    await sut.remove(pending.key);
  });

  it('lists an unfinished write as such, and removing it leaves no trace of it', async () => {
    const pending = await sut.create();
    await new Writer(pending.stream).write(6 * MB);
    // On S3: the multipart upload, and the part staged on the disk.
    const unfinished = (await listed(sut)).filter((item) => item.key === pending.key);
    expect(unfinished.length).toBeGreaterThan(0);
    for (const item of unfinished) {
      expect(item.unfinished).toBe(true);
      await item.remove();
      await item.remove();
    }
    pending.stream.destroy();
    expect((await listed(sut)).map((item) => item.key)).not.toContain(pending.key);
  });

  it('lists only what it stored, never anything else kept beside it', async () => {
    await backend.addForeign();
    for (const item of await listed(sut)) expect(item.key).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe(`${S3FileStorage.name} on a flaky connection`, () => {
  let backend: Backend;
  let server: S3TestServer;
  beforeAll(async () => {
    ({ backend, server } = await s3BackendWithServer());
  });
  afterAll(() => backend.close());

  it('sends a part or an object again when S3 drops the connection', async () => {
    const sut = backend.storage;
    server.resetNextPuts(2);
    const pending = await sut.create();
    const sha256 = await new Writer(pending.stream).write(6 * MB).then((writer) => writer.end());
    await pending.commit();

    expect(await readAll(await sut.open(pending.key))).toMatchObject({ sha256, size: 6 * MB });
    expect(await server.unfinishedUploads()).toEqual([]);
  });
});
