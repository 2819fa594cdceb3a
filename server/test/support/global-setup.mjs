// Plain JS: Jest loads global setup outside its ESM transform.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const migrationsFolder = new URL('../../src/db/migrations', import.meta.url).pathname;

/**
 * Creating and migrating a database takes about a second: do it once, and
 * let every test file start from a copy (test-database.ts). PGlite: a dump
 * each file loads into a fresh in-memory instance (SASM_TEST_PGLITE_TEMPLATE).
 * With TEST_DATABASE_URL: a migrated database on that server that each file's
 * database is created from (SASM_TEST_PG_TEMPLATE), dropped by global-teardown.mjs.
 */
export default async function globalSetup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) process.env.SASM_TEST_PG_TEMPLATE = await migratedPostgresTemplate(serverUrl);
  else process.env.SASM_TEST_PGLITE_TEMPLATE = await migratedPgliteDump();
}

async function migratedPgliteDump() {
  // As src/db/pglite.ts: the migrations create pg_trgm.
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(mkdtempSync(join(tmpdir(), 'sasm-template-')), 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

async function migratedPostgresTemplate(serverUrl) {
  const name = `${new URL(serverUrl).pathname.slice(1) || 'sasm'}_template_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  try {
    await migrateNodePg(drizzleNodePg({ client: pool }), { migrationsFolder });
  } finally {
    await pool.end();
  }
  return name;
}

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
