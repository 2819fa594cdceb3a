/** What an archive holds, written as its last entry (manifest.json) once everything else is in. */
export interface Manifest {
  format: 1;
  product: string;
  /** The server version that wrote it. */
  version: string;
  /** The tag of the last migration applied to the snapshot (server/src/db/migrations). */
  lastMigration: string;
  snapshotAt: string;
  database: {
    /** pglite-datadir: the embedded data directory as a tar; pg-data: a data-only COPY script. */
    format: 'pglite-datadir' | 'pg-data';
    entry: string;
    size: number;
    sha256: string;
  };
  /** Rows per table of the snapshot (schema public). */
  tables: Record<string, number>;
  /** Every file a row of the snapshot points to, by storage key. */
  files: Array<{ key: string; size: number; sha256: string }>;
}

export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = {
  'pglite-datadir': 'database/pgdata.tar',
  'pg-data': 'database/data.sql',
};
export const FILES_PREFIX = 'files/';

/** Archive names sort by time; the extension says whether a passphrase is needed. */
export function archiveName(at: Date, encrypted: boolean): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return `sasm-backup-${stamp}.tar.gz${encrypted ? '.enc' : ''}`;
}

export const ARCHIVE_NAME = /^sasm-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ(-\d+)?\.tar\.gz(\.enc)?$/;

/** The short summary kept in the backups table and shown on the System card. */
export function summarize(manifest: Manifest): ManifestSummary {
  return {
    lastMigration: manifest.lastMigration,
    tables: Object.keys(manifest.tables).length,
    rows: Object.values(manifest.tables).reduce((sum, count) => sum + count, 0),
    files: manifest.files.length,
    fileBytes: manifest.files.reduce((sum, file) => sum + file.size, 0),
  };
}

export interface ManifestSummary {
  lastMigration: string;
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
}
