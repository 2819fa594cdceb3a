import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { finished } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../../config/config.js';
import { DbContext } from '../../../db/db-context.js';
import { openDatabase, type Database } from '../../../db/database.js';
import { acquireLock } from '../../../db/lock.js';
import { checkedKey, type FileStorage, type PendingWrite } from '../../files/file-storage.js';
import { readArchive } from '../archive/archive-streams.js';
import type { EntrySink } from '../archive/tar.js';
import { FILES_PREFIX, summarize, type Manifest } from '../archive/manifest.js';
import { BackupsRepository } from '../backups.repository.js';
import { restoreDatabase } from './restore-database.js';
import { clear, filesInPlace, occupied } from './restore-target.js';
import { ArchiveRefused, verifyArchive } from './verify-archive.js';

export interface RestoreRequest {
  archive: string;
  config: AppConfig;
  storage: FileStorage;
  /** Empty a target that holds data instead of refusing it. */
  force: boolean;
  log: (line: string) => void;
}

export interface RestoreReport {
  manifest: Manifest;
  /** Tables whose row count differs from the manifest's (empty when all match). */
  tableMismatches: Array<{ table: string; expected: number; actual: number | null }>;
  /** Files whose restored bytes differ from the manifest's checksum or are missing. */
  fileMismatches: string[];
}

/**
 * `npm run restore`: checks the archive and the target, writes nothing until
 * both pass, restores, migrates to this code's schema, then proves the result
 * against the manifest.
 */
export async function restoreArchive(request: RestoreRequest): Promise<RestoreReport> {
  const { config, storage, log } = request;
  // No server may use the embedded database meanwhile (it is released for the final migration).
  const release =
    config.database.kind === 'pglite' ? acquireLock(`${config.database.dataDir}.lock`) : () => {};
  let manifest: Manifest;
  try {
    const taken = await occupied(config);
    if (taken.length > 0 && !request.force)
      throw new ArchiveRefused(
        `The target is not empty (${taken.join('; ')}): restore into an empty one, or add --force to replace it.`,
      );
    log('Checking the archive…');
    manifest = await verifyArchive(request.archive, config.backup.passphrase);
    log(
      `Archive OK: snapshot of ${manifest.snapshotAt}, version ${manifest.version}, migration ${manifest.lastMigration}, ${manifest.files.length} files.`,
    );
    let inPlace = await filesInPlace(storage, manifest.files);
    if (inPlace.conflicts.length > 0 && !request.force)
      throw new ArchiveRefused(
        `${inPlace.conflicts.length} file(s) in storage differ from the archive's (first: ${inPlace.conflicts[0]}): add --force to replace the stored files.`,
      );
    if (request.force) {
      log('Emptying the target (--force)…');
      await clear(config, storage);
      inPlace = { same: new Set(), conflicts: [] };
    } else if (inPlace.same.size > 0) {
      log(`${inPlace.same.size} of the archive's files are already in place and identical: kept.`);
    }
    const snapshot = await extract(request.archive, config, storage, inPlace.same);
    log('Restoring the database…');
    await restoreDatabase(config, manifest, snapshot);
  } finally {
    release();
  }
  log('Migrating to this version’s schema…');
  const database = await openDatabase(config.database);
  try {
    const report = {
      manifest,
      tableMismatches: await compareTables(database, manifest),
      fileMismatches: await compareFiles(storage, manifest),
    };
    // The snapshot was taken while its own backup was running: that run is this archive.
    await new BackupsRepository(new DbContext(database.db)).settleUnfinished('succeeded', {
      size: (await stat(request.archive)).size,
      archiveName: basename(request.archive),
      manifestSummary: summarize(manifest),
    });
    return report;
  } finally {
    await database.close();
  }
}

/** Second pass: the files not `keep`'d go into storage under their keys; the snapshot is returned. */
async function extract(
  archive: string,
  config: AppConfig,
  storage: FileStorage,
  keep: Set<string>,
): Promise<Buffer> {
  const parts: Buffer[] = [];
  const skip = { write: () => {}, end: () => {} };
  await readArchive(archive, config.backup.passphrase, async (name) => {
    if (name.startsWith(FILES_PREFIX)) {
      const key = checkedKey(name.slice(FILES_PREFIX.length));
      return keep.has(key) ? skip : fileSink(await storage.create(key));
    }
    if (!name.startsWith('database/')) return skip;
    return { write: (chunk) => void parts.push(Buffer.from(chunk)), end: () => {} };
  });
  return Buffer.concat(parts);
}

/** One archived file on its way into storage (the disk or the bucket), visible once complete. */
function fileSink(pending: PendingWrite): EntrySink {
  const { stream } = pending;
  return {
    write: async (chunk: Buffer) => {
      if (!stream.write(chunk))
        await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
    },
    end: async () => {
      stream.end();
      await finished(stream).catch(async (error: unknown) => {
        await pending.abort();
        throw error;
      });
      await pending.commit();
    },
  };
}

async function compareTables(database: Database, manifest: Manifest) {
  const mismatches: RestoreReport['tableMismatches'] = [];
  for (const [table, expected] of Object.entries(manifest.tables)) {
    const actual = await database.db
      .execute<{ count: string }>(sql.raw(`select count(*) as count from public."${table}"`))
      .then(
        (result) => Number(rowsOf<{ count: string }>(result)[0]?.count),
        () => null,
      );
    if (actual !== expected) mismatches.push({ table, expected, actual });
  }
  return mismatches;
}

// node-postgres answers { rows }, PGlite too; drizzle's execute passes either through.
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;

async function compareFiles(storage: FileStorage, manifest: Manifest): Promise<string[]> {
  const mismatches: string[] = [];
  for (const file of manifest.files) {
    const sha256 = await storage.open(file.key).then(hashOf, () => null);
    if (sha256 !== file.sha256) mismatches.push(file.key);
  }
  return mismatches;
}

async function hashOf(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
