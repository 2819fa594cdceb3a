import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorage } from '../files/file-storage.js';
import { writeArchive, type CompressionSwitch } from './archive/archive-streams.js';
import {
  ARCHIVE_NAME,
  archiveName,
  DATABASE_ENTRY,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  type Manifest,
} from './archive/manifest.js';
import { tarEnd, tarHeader, tarPadding } from './archive/tar.js';
import type { DatabaseSnapshot } from './database-snapshot.js';

export interface BackupProgress {
  bytes: number;
  totalBytes: number;
  files: number;
  totalFiles: number;
}

export interface BackupTarget {
  dir: string;
  passphrase?: string;
  product: string;
  version: string;
  onProgress?: (progress: BackupProgress) => void;
}

export interface WrittenArchive {
  name: string;
  path: string;
  size: number;
  manifest: Manifest;
}

/**
 * Writes one archive from a snapshot: the database, then the bytes of every
 * file row in it, then the manifest. It is written under a temporary name
 * and renamed only when complete, so a failure leaves no partial archive.
 */
export async function writeBackupArchive(
  snapshot: DatabaseSnapshot,
  storage: FileStorage,
  target: BackupTarget,
): Promise<WrittenArchive> {
  await mkdir(target.dir, { recursive: true });
  const name = await freeName(target.dir, snapshot.snapshotAt, Boolean(target.passphrase));
  const path = join(target.dir, name);
  const temp = join(target.dir, `.${name}.partial`);
  const progress: BackupProgress = {
    bytes: 0,
    totalBytes: snapshot.size + snapshot.files.reduce((sum, file) => sum + file.size, 0),
    files: 0,
    totalFiles: snapshot.files.length,
  };
  const manifest: Manifest = {
    format: 1,
    product: target.product,
    version: target.version,
    lastMigration: snapshot.lastMigration,
    snapshotAt: snapshot.snapshotAt.toISOString(),
    database: {
      format: snapshot.format,
      entry: DATABASE_ENTRY[snapshot.format],
      size: 0,
      sha256: '',
    },
    tables: snapshot.tables,
    files: [],
  };
  const counted = (chunk: Buffer) => {
    progress.bytes += chunk.length;
    target.onProgress?.({ ...progress });
  };

  async function* content(): AsyncGenerator<Buffer | CompressionSwitch> {
    const database = yield* entry(manifest.database.entry, snapshot.size, snapshot.open(), counted);
    Object.assign(manifest.database, database);
    yield { compression: 'store' };
    for (const file of snapshot.files) {
      const bytes = await storage.open(file.key).catch((error: Error) => {
        throw new Error(`The bytes of file ${file.key} are missing: ${error.message}`);
      });
      const copied = yield* entry(`${FILES_PREFIX}${file.key}`, file.size, bytes, counted);
      manifest.files.push({ key: file.key, ...copied });
      progress.files++;
      target.onProgress?.({ ...progress });
    }
    yield { compression: 'fast' };
    const json = Buffer.from(JSON.stringify(manifest, null, 1));
    yield tarHeader(MANIFEST_ENTRY, json.length);
    yield json;
    yield tarPadding(json.length);
    yield tarEnd();
  }

  try {
    await writeArchive(temp, content(), target.passphrase);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return { name, path, size: (await stat(path)).size, manifest };
}

/** One tar entry of exactly `size` bytes from `source`, hashed on the way. */
async function* entry(
  name: string,
  size: number,
  source: Readable,
  counted: (chunk: Buffer) => void,
): AsyncGenerator<Buffer, { size: number; sha256: string }> {
  const hash = createHash('sha256');
  let copied = 0;
  yield tarHeader(name, size);
  for await (const chunk of source as AsyncIterable<Buffer>) {
    copied += chunk.length;
    if (copied > size) break;
    hash.update(chunk);
    counted(chunk);
    yield chunk;
  }
  if (copied !== size) {
    source.destroy();
    throw new Error(`${name} changed while it was copied (expected ${size} bytes).`);
  }
  yield tarPadding(size);
  return { size, sha256: hash.digest('hex') };
}

/**
 * A name after every archive made in the same second, even those retention
 * removed since: reusing a freed name would sort the newest archive first.
 */
async function freeName(dir: string, at: Date, encrypted: boolean): Promise<string> {
  const base = archiveName(at, encrypted);
  const stamp = base.slice(0, base.indexOf('Z') + 1);
  const sameSecond = (await readdir(dir)).filter((name) => name.startsWith(stamp));
  if (sameSecond.length === 0) return base;
  const last = Math.max(...sameSecond.map((name) => Number(/Z-(\d+)\./.exec(name)?.[1] ?? 1)));
  return base.replace('.tar.gz', `-${last + 1}.tar.gz`);
}

/**
 * Orders archive names by when they were made: a second archive within one
 * second is `…Z-2.tar.gz`, which plain string order puts before `…Z.tar.gz`.
 */
const madeAtKey = (name: string): string =>
  name.replace(/Z(?:-(\d+))?\.tar/, (_match, n?: string) => `Z-${(n ?? '1').padStart(6, '0')}.tar`);

/** Keeps the newest `keep` archives in `dir` and removes the rest; returns the names removed. */
export async function pruneArchives(dir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(dir))
    .filter((name) => ARCHIVE_NAME.test(name))
    .sort((a, b) => (madeAtKey(a) < madeAtKey(b) ? -1 : 1));
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) await rm(join(dir, name), { force: true });
  return removed;
}

/** A run's work files (`.….partial`) untouched this long belong to a run that died. */
export const ABANDONED_AFTER_MS = 24 * 3_600_000;
const WORK_FILE = /^\..+\.partial$/;

/**
 * Removes what runs that died left in `dir` (a server killed mid-backup: the
 * copy of the data directory, a half-written archive); a running backup's
 * work files are never that old. Returns the names removed.
 */
export async function removeAbandonedWork(dir: string, now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(dir)) {
    if (!WORK_FILE.test(name)) continue;
    const path = join(dir, name);
    const modified = await stat(path).then(
      (stats) => stats.mtimeMs,
      () => now, // gone meanwhile
    );
    if (now - modified < ABANDONED_AFTER_MS) continue;
    await rm(path, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
