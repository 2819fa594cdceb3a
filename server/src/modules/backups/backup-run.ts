import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../../config/config.js';
import { serverVersion } from '../../config/version.js';
import type { Database } from '../../db/database.js';
import type { FileStorage } from '../files/file-storage.js';
import {
  pruneArchives,
  removeAbandonedWork,
  writeBackupArchive,
  type BackupProgress,
  type WrittenArchive,
} from './backup-archive.js';
import { snapshotPglite, snapshotPostgres } from './database-snapshot.js';

export interface BackupSources {
  database: Database;
  config: AppConfig;
  storage: FileStorage;
  /** Keeps file bytes from being removed until the files are copied (FileRemovalHold). */
  holdRemovals?: <T>(work: () => Promise<T>) => Promise<T>;
  onProgress?: (progress: BackupProgress) => void;
}

export interface BackupResult extends WrittenArchive {
  /** Older archives removed to keep BACKUP_KEEP. */
  pruned: string[];
}

/** One backup: snapshot, archive with the snapshot's files, then retention. */
export async function runBackup(sources: BackupSources): Promise<BackupResult> {
  const { database, config, storage } = sources;
  const holdRemovals = sources.holdRemovals ?? (<T>(work: () => Promise<T>) => work());
  const { dir, passphrase, keep } = config.backup;
  // The archives hold students' personal data: only the server's user may read them.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await removeAbandonedWork(dir);
  const written = await holdRemovals(async () => {
    const snapshot =
      config.database.kind === 'postgres'
        ? await snapshotPostgres(
            config.database.url,
            join(dir, `.pg-data-${randomBytes(6).toString('hex')}.partial`),
          )
        : await snapshotPglite(
            database,
            join(dir, `.pgdata-${randomBytes(6).toString('hex')}.partial`),
          );
    try {
      return await writeBackupArchive(snapshot, storage, {
        dir,
        passphrase,
        product: config.product.shortName,
        version: serverVersion,
        onProgress: sources.onProgress,
      });
    } finally {
      await snapshot.dispose();
    }
  });
  return { ...written, pruned: await pruneArchives(dir, keep) };
}
