import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { fromPglite, openDatabase, type Database } from '../../src/db/database.js';
import { createPglite } from '../../src/db/pglite.js';

// Set by global-setup.mjs.
const TEMPLATE_ENV = 'SASM_TEST_PGLITE_TEMPLATE';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite loaded
 * from the template, or, when TEST_DATABASE_URL is set, a new database on that
 * PostgreSQL server, dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createPostgresDatabase(serverUrl) : createPgliteDatabase();
}

async function createPgliteDatabase(): Promise<Database> {
  const template = process.env[TEMPLATE_ENV];
  if (!template)
    throw new Error(`${TEMPLATE_ENV} is not set: run the tests through jest (global setup).`);
  const client = await createPglite({ loadDataDir: new Blob([readFileSync(template)]) });
  return fromPglite(client);
}

async function createPostgresDatabase(serverUrl: string): Promise<Database> {
  const created = await createEmptyPostgresDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url: created.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server at `serverUrl` (a server process migrates it at boot). */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${new URL(serverUrl).pathname.slice(1) || 'sasm'}_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdmin(serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
