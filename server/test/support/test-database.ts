import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withPgClient } from '../../src/db/pg-client.js';
import { fromPglite, openDatabase, type Database } from '../../src/db/database.js';
import { createPglite } from '../../src/db/pglite.js';

// Set by global-setup.mjs.
const PGLITE_TEMPLATE_ENV = 'SASM_TEST_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE_ENV = 'SASM_TEST_PG_TEMPLATE';

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
  const client = await createPglite({ loadDataDir: template() });
  return fromPglite(client);
}

async function createPostgresDatabase(serverUrl: string): Promise<Database> {
  const { url, drop } = await newPostgresDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * A fresh database for a server process a test starts, as the settings that
 * point it there: a new database on the PostgreSQL server when
 * TEST_DATABASE_URL is set (the process migrates it), else the migrated
 * template unpacked into `<dataDir>/db`, the embedded database the process
 * opens (a new one would take seconds to initialise).
 */
export async function createProcessDatabase(
  dataDir: string,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { url, drop } = await newPostgresDatabase(serverUrl);
    return { env: { DATABASE_URL: url }, drop };
  }
  const client = await createPglite({ dataDir: join(dataDir, 'db'), loadDataDir: template() });
  await client.close();
  return { env: {}, drop: async () => {} };
}

function template(): Blob {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file)
    throw new Error(
      `${PGLITE_TEMPLATE_ENV} is not set: run the tests through jest (global setup).`,
    );
  return new Blob([readFileSync(file)]);
}

/** The PostgreSQL server of tests that need one whatever TEST_DATABASE_URL says (CI's, or this machine's). */
export const POSTGRES_SERVER =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A new database on the PostgreSQL server at `serverUrl`, dropped again by
 * `drop()`: a copy of the migrated template global-setup.mjs made, if any
 * (migrating anew costs each test file about a second), else empty.
 */
export async function newPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${new URL(serverUrl).pathname.slice(1) || 'sasm'}_${randomBytes(6).toString('hex')}`;
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  await withPgClient(serverUrl, (admin) =>
    admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withPgClient(serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ).then(() => undefined),
  };
}
