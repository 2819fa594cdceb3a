import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { withPgClient } from '../../../db/pg-client.js';
import type { AppConfig } from '../../../config/config.js';
import type { FileStorage } from '../../files/file-storage.js';
import type { Manifest } from '../archive/manifest.js';

/** What already holds data in the target database; empty when there is nothing. */
export async function occupied(config: AppConfig): Promise<string[]> {
  if (config.database.kind === 'pglite') {
    const entries = await readdir(config.database.dataDir).catch(() => []);
    return entries.length > 0 ? [`the embedded database in ${config.database.dataDir}`] : [];
  }
  return (await postgresTables(config.database.url)) > 0
    ? ['the PostgreSQL database (it has tables)']
    : [];
}

/**
 * Files of the archive already in storage: kept when their bytes are the
 * archive's (moving to PostgreSQL keeps DATA_DIR/uploads), listed in
 * `conflicts` when they differ.
 */
export async function filesInPlace(
  storage: FileStorage,
  files: Manifest['files'],
): Promise<{ same: Set<string>; conflicts: string[] }> {
  const stored = new Set<string>();
  for await (const bytes of storage.list()) if (!bytes.unfinished) stored.add(bytes.key);
  const same = new Set<string>();
  const conflicts: string[] = [];
  for (const file of files.filter((file) => stored.has(file.key))) {
    const hash = createHash('sha256');
    for await (const chunk of await storage.open(file.key)) hash.update(chunk as Buffer);
    if (hash.digest('hex') === file.sha256) same.add(file.key);
    else conflicts.push(file.key);
  }
  return { same, conflicts };
}

/** Empties the target (restore --force): the database and every stored file. */
export async function clear(config: AppConfig, storage: FileStorage): Promise<void> {
  if (config.database.kind === 'pglite') {
    await rm(config.database.dataDir, { recursive: true, force: true });
  } else {
    await withPgClient(config.database.url, (client) =>
      client.query(
        'drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
      ),
    );
  }
  for await (const bytes of storage.list()) await bytes.remove();
}

async function postgresTables(url: string): Promise<number> {
  const { rows } = await withPgClient(url, (client) =>
    client.query<{ count: string }>(
      "select count(*) from pg_tables where schemaname in ('public', 'drizzle')",
    ),
  );
  return Number(rows[0]!.count);
}
