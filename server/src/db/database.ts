import type { PGlite } from '@electric-sql/pglite';
import { Logger } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { AppConfig } from '../config/config.js';
import { migrationsFolder } from '../config/paths.js';
import { acquireLock } from './lock.js';
import { createPglite, forDrizzle } from './pglite.js';
import { queryTallyLogger } from './query-tally.js';

/** The Drizzle client every repository receives, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const logger = new Logger('Database');

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: AppConfig['database']): Promise<Database> {
  const database =
    config.kind === 'postgres' ? openPostgres(config.url) : await openPglite(config.dataDir);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

type Opened = Database & { migrate(): Promise<void> };

/**
 * How long a request waits for a connection (a new one, or a free one in a
 * busy pool) before it fails: with the server down it answers 503 at once or
 * after this, never hangs.
 */
const CONNECT_TIMEOUT_MS = 5_000;

function openPostgres(url: string): Opened {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A connection lost while idle in the pool, or while checked out between two queries (inside a
  // transaction, or holding an advisory lock), emits 'error': unheard, that would crash the process.
  // Each connection logs its own loss; the pool repeats an idle one's, already said.
  pool.on('connect', (client) =>
    client.on('error', (error) => logger.warn(`PostgreSQL connection lost: ${error.message}`)),
  );
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, logger: queryTallyLogger });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

export async function openPglite(dataDir: string): Promise<Opened> {
  const release = acquireLock(`${dataDir}.lock`);
  let client: PGlite;
  try {
    client = await createPglite({ dataDir });
  } catch (error) {
    release();
    throw error;
  }
  return fromPglite(client, release);
}

/** Wraps an already open PGlite (tests load a migrated template into memory). */
export function fromPglite(client: PGlite, release: () => void = () => {}): Opened {
  const db = drizzlePglite({ client: forDrizzle(client), logger: queryTallyLogger });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => void (await client.query('select 1')),
    close: async () => {
      await client.close();
      release();
    },
  };
}
