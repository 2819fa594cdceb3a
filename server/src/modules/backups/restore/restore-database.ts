import type { PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { AppConfig } from '../../../config/config.js';
import { createPglite } from '../../../db/pglite.js';
import type { Manifest } from '../archive/manifest.js';
import { migrationsUpTo } from '../migration-levels.js';
import { copyScriptOf, parseCopyScript } from './copy-script.js';

/**
 * Puts the snapshot's data into the empty target at the snapshot's own schema
 * (its last migration); the caller then migrates it to this code's schema.
 *
 * - embedded archive → embedded: the data directory is loaded as it was.
 * - anything → PostgreSQL: the target is migrated to the snapshot's level and
 *   the data loaded with psql from a data-only COPY script (pg_dump's, or one
 *   written from the embedded snapshot opened in memory).
 * - PostgreSQL archive → embedded: the same COPY script, loaded by PGlite.
 */
export async function restoreDatabase(
  config: AppConfig,
  manifest: Manifest,
  snapshot: Buffer,
): Promise<void> {
  const format = manifest.database.format;
  if (config.database.kind === 'pglite') {
    if (format === 'pglite-datadir') {
      const client = await createPglite({
        dataDir: config.database.dataDir,
        loadDataDir: new Blob([snapshot]),
      });
      await client.close();
      return;
    }
    const client = await createPglite({ dataDir: config.database.dataDir });
    try {
      await atLevel(manifest.lastMigration, (folder) =>
        migratePglite(drizzlePglite({ client }), { migrationsFolder: folder }),
      );
      for (const block of parseCopyScript(snapshot.toString('utf8')))
        await client.query(`${block.statement} from '/dev/blob'`, [], {
          blob: new Blob([block.rows]),
        });
    } finally {
      await client.close();
    }
    return;
  }
  const url = config.database.url;
  const script =
    format === 'pg-data' ? snapshot : Buffer.from(await scriptFromEmbedded(snapshot), 'utf8');
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await atLevel(manifest.lastMigration, (folder) =>
      migrateNodePg(drizzleNodePg({ client: pool }), { migrationsFolder: folder }),
    );
  } finally {
    await pool.end();
  }
  await psql(url, script);
}

async function scriptFromEmbedded(snapshot: Buffer): Promise<string> {
  const client: PGlite = await createPglite({ loadDataDir: new Blob([snapshot]) });
  try {
    return await copyScriptOf(client);
  } finally {
    await client.close();
  }
}

async function atLevel(tag: string, migrate: (folder: string) => Promise<void>): Promise<void> {
  if (tag === 'none') return;
  const folder = await migrationsUpTo(tag);
  try {
    await migrate(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function psql(url: string, script: Buffer): Promise<void> {
  const file = join(tmpdir(), `sasm-restore-${randomBytes(6).toString('hex')}.sql`);
  await writeFile(file, script, { mode: 0o600 });
  try {
    const child = spawn(
      'psql',
      ['--no-psqlrc', '--quiet', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-f', file, url],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const [code] = (await once(child, 'close')) as [number | null];
    if (code !== 0) throw new Error(`psql could not load the data: ${errors.trim()}`);
  } finally {
    await rm(file, { force: true });
  }
}
