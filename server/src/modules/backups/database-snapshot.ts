import { protocol, type PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { cp, rm, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import type { Database } from '../../db/database.js';
import type { Manifest } from './archive/manifest.js';
import { listTree, tarTree, treeTarSize } from './archive/tree-tar.js';
import { LAST_MIGRATION_SQL, tagOfMigration } from './migration-levels.js';
import type { PgliteLocks } from '../../db/pglite.js';

/** A consistent snapshot of the database, with what the manifest says about it. */
export interface DatabaseSnapshot {
  format: Manifest['database']['format'];
  size: number;
  open(): Readable;
  /** The snapshot holds every write committed before this instant (and maybe a few after). */
  snapshotAt: Date;
  lastMigration: string;
  tables: Record<string, number>;
  /** The file rows of the snapshot. */
  files: Array<{ key: string; size: number }>;
  /** Frees what the snapshot holds (a temporary file). */
  dispose(): Promise<void>;
}

const TABLES_SQL = "select tablename from pg_tables where schemaname = 'public' order by tablename";
const FILES_SQL = 'select storage_key, size from files';
const countsSql = (tables: string[]) =>
  tables.map((table) => `select '${table}', count(*) from public."${table}"`).join(' union all ');

/** What a copy of a data directory leaves out: the running server's pid file is not part of the data. */
const NOT_DATA = new Set(['postmaster.pid', 'postmaster.opts']);

/**
 * The WAL segments recovery reads: from the last checkpoint's redo point to
 * the one being written. pg_wal also keeps older segments and recycled ones
 * for later (hundreds of MB after a bulk load) that no recovery needs.
 */
const WAL_NEEDED_SQL =
  'select redo_wal_file, pg_walfile_name(pg_current_wal_insert_lsn()) from pg_control_checkpoint()';
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/**
 * The embedded database's data directory, copied while no query or
 * transaction runs (PGlite is one connection: this is the only stall a backup
 * causes), then archived off the request path. The row counts and file rows
 * are read in the same exclusive section, so they describe exactly the copied
 * state; a transaction that was open is simply not in it (PGlite's own
 * `clone()` snapshots the same way). The copy is what a crash would leave
 * (WAL is written at every commit) less the WAL no recovery reads: opening it
 * replays the WAL from the last checkpoint.
 *
 * A data directory on the disk is copied file by file by the kernel into
 * `copyDir`; an in-memory database (the API tests') is dumped by PGlite.
 */
export async function snapshotPglite(
  database: Database,
  copyDir: string,
): Promise<DatabaseSnapshot> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const tables = (await client.query<{ tablename: string }>(TABLES_SQL)).rows.map(
    (row) => row.tablename,
  );
  const rowsOf = async (sql: string) =>
    (await client.execProtocol(protocol.serialize.query(sql))).messages
      .filter((message) => message.name === 'dataRow')
      .map((message) => (message as unknown as { fields: Array<string | null> }).fields);
  const internals = client as unknown as PgliteLocks & {
    fs: { dumpTar(name: string, compression: 'none'): Promise<Blob> };
  };
  const dataDir = client.dataDir?.includes('://') === false ? client.dataDir : undefined;
  const copy = async (): Promise<Pick<DatabaseSnapshot, 'size' | 'open'>> => {
    if (!dataDir) {
      const tar = await internals.fs.dumpTar('pgdata', 'none');
      return { size: tar.size, open: () => Readable.fromWeb(tar.stream() as never) };
    }
    const [[firstWal, lastWal]] = (await rowsOf(WAL_NEEDED_SQL)) as [[string, string]];
    await cp(dataDir, copyDir, {
      recursive: true,
      filter: (source) => {
        const name = basename(source);
        if (NOT_DATA.has(name)) return false;
        return !WAL_SEGMENT.test(name) || (name >= firstWal && name <= lastWal);
      },
    });
    const entries = await listTree(copyDir, NOT_DATA);
    return { size: treeTarSize(entries), open: () => Readable.from(tarTree(copyDir, entries)) };
  };
  try {
    const taken = await internals._runExclusiveTransaction(() =>
      internals._runExclusiveQuery(async () => ({
        snapshotAt: new Date(),
        counts: await rowsOf(countsSql(tables)),
        files: await rowsOf(FILES_SQL),
        migration: await rowsOf(LAST_MIGRATION_SQL),
        data: await copy(),
      })),
    );
    return {
      format: 'pglite-datadir',
      ...taken.data,
      snapshotAt: taken.snapshotAt,
      lastMigration: await tagOfMigration(taken.migration[0]?.[0] ?? null),
      tables: Object.fromEntries(taken.counts.map(([table, count]) => [table!, Number(count)])),
      files: taken.files.map(([key, size]) => ({ key: key!, size: Number(size) })),
      dispose: () => rm(copyDir, { recursive: true, force: true }),
    };
  } catch (error) {
    await rm(copyDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A PostgreSQL server: pg_dump (data only; the schema is the migrations')
 * inside a repeatable-read snapshot exported by our own transaction, in
 * which the counts and file rows are read too.
 */
export async function snapshotPostgres(url: string, tempFile: string): Promise<DatabaseSnapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    // Read before the snapshot is taken (by the transaction's first query): every write
    // acknowledged before this instant is in it.
    const snapshotAt = new Date();
    const snapshotId = (await client.query<{ id: string }>('select pg_export_snapshot() as id'))
      .rows[0]!.id;
    const tables = (await client.query<{ tablename: string }>(TABLES_SQL)).rows.map(
      (row) => row.tablename,
    );
    const counts = await client.query({ text: countsSql(tables), rowMode: 'array' });
    const files = await client.query<{ storage_key: string; size: string }>(FILES_SQL);
    const migration = await client.query<{ created_at: string | null }>(LAST_MIGRATION_SQL);
    await pgDump(url, snapshotId, tempFile);
    await client.query('commit');
    return {
      format: 'pg-data',
      size: (await stat(tempFile)).size,
      open: () => createReadStream(tempFile),
      snapshotAt,
      lastMigration: await tagOfMigration(migration.rows[0]?.created_at ?? null),
      tables: Object.fromEntries(
        (counts.rows as Array<[string, string]>).map(([table, count]) => [table, Number(count)]),
      ),
      files: files.rows.map((row) => ({ key: row.storage_key, size: Number(row.size) })),
      dispose: () => rm(tempFile, { force: true }),
    };
  } catch (error) {
    await rm(tempFile, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

async function pgDump(url: string, snapshotId: string, file: string): Promise<void> {
  const child = spawn(
    'pg_dump',
    ['--data-only', '--schema=public', `--snapshot=${snapshotId}`, '--file', file, url],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`pg_dump failed: ${errors.trim() || `exit code ${code}`}`);
}
