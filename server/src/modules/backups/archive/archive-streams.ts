import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { PassThrough, Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip, constants as zlib, type ZlibParams } from 'node:zlib';
import { decryptStream, encryptStream, isEncrypted } from './chunked-aead.js';
import { readTar, type EntrySink } from './tar.js';

/** Switches the compression of what follows: file bytes (scans, photos, PDFs) are already compressed. */
export type CompressionSwitch = { compression: 'store' | 'fast' };

const LEVEL = { store: zlib.Z_NO_COMPRESSION, fast: zlib.Z_BEST_SPEED } as const;

/**
 * Writes the bytes `content` yields as one archive file: gzip (on libuv's
 * thread pool, off the request path; stored blocks where `content` asks, so
 * incompressible bytes cost a copy, not a deflate), then encryption when a
 * passphrase is given. Any gzip reader reads it, whatever was stored.
 */
export async function writeArchive(
  path: string,
  content: AsyncIterable<Buffer | CompressionSwitch>,
  passphrase: string | undefined,
): Promise<void> {
  // Node's Gzip has params() like Deflate; its type declarations omit it.
  const gzip = createGzip({ level: LEVEL.fast }) as ReturnType<typeof createGzip> & ZlibParams;
  const stages: Transform[] = [gzip];
  if (passphrase) stages.push(encryptStream(passphrase));
  // A switch is queued behind the bytes already written (zlib's params() flushes first).
  async function* bytes(): AsyncGenerator<Buffer> {
    for await (const part of content) {
      if (Buffer.isBuffer(part)) yield part;
      else
        await new Promise<void>((resolve) =>
          gzip.params(LEVEL[part.compression], zlib.Z_DEFAULT_STRATEGY, () => resolve()),
        );
    }
  }
  await pipeline([
    Readable.from(bytes(), { objectMode: false }),
    ...stages,
    createWriteStream(path, { flags: 'wx', mode: 0o600 }),
  ]);
}

export class PassphraseNeededError extends Error {}

/** Reads an archive's entries in order, decrypting it when it is encrypted. */
export async function readArchive(
  path: string,
  passphrase: string | undefined,
  onEntry: (name: string, size: number) => EntrySink | Promise<EntrySink>,
): Promise<void> {
  const encrypted = await startsEncrypted(path);
  if (encrypted && !passphrase)
    throw new PassphraseNeededError(
      'This archive is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with.',
    );
  const stages: Transform[] = encrypted ? [decryptStream(passphrase!)] : [];
  stages.push(createGunzip());
  const tar = new PassThrough();
  const reading = async () => {
    await readTar(tar, onEntry);
    // Anything after the end of the tar must still pass gzip's (and the cipher's) checks.
    for await (const rest of tar) void rest;
  };
  const piping = pipeline([createReadStream(path), ...stages, tar]);
  await Promise.all([
    piping,
    reading().catch((error: unknown) => {
      tar.destroy(error as Error);
      throw error;
    }),
  ]).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'Z_BUF_ERROR' || error.code === 'ERR_STREAM_PREMATURE_CLOSE')
      throw new Error('The archive is truncated.');
    if (error.code?.startsWith('Z_')) throw new Error(`The archive is damaged (${error.message}).`);
    throw error;
  });
}

async function startsEncrypted(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const start = Buffer.alloc(16);
    const { bytesRead } = await handle.read(start, 0, 16, 0);
    return isEncrypted(start.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
