// Plain JS: Jest loads global setup outside its ESM transform.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Creating and migrating a PGlite database takes seconds: do it once, dump it,
 * and let every test file load the dump into a fresh in-memory instance
 * (test-database.ts reads the path from SASM_TEST_PGLITE_TEMPLATE).
 */
export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  // As src/db/pglite.ts: the migrations create pg_trgm.
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle({ client }), {
    migrationsFolder: new URL('../../src/db/migrations', import.meta.url).pathname,
  });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(mkdtempSync(join(tmpdir(), 'sasm-template-')), 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.SASM_TEST_PGLITE_TEMPLATE = file;
}
