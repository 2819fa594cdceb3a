import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onCleanup } from './processes.mjs';

/** The PostgreSQL server suites create their throwaway databases on. */
export const adminUrl =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Creates an empty database on the PostgreSQL server (`BENCH_POSTGRES_URL`)
 * and returns its URL; it is dropped by `drop()`, or on failure and Ctrl-C
 * (after the servers started later, which the clean-up stops first).
 * `BENCH_KEEP_DATABASE=1` keeps it, to read plans in psql afterwards.
 * @param {string} prefix  part of the database name, e.g. "list"
 * @returns {Promise<{ url: string, drop: () => Promise<void> }>}
 */
export async function createDatabase(prefix) {
  const name = `sasm_bench_${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = process.env.BENCH_KEEP_DATABASE
    ? async () => console.log(`kept database ${name} (BENCH_KEEP_DATABASE)`)
    : () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const unregister = onCleanup(drop);
  return {
    url: url.toString(),
    drop: async () => {
      unregister();
      await drop();
    },
  };
}

/**
 * Runs `work` with a connected client of `url` and closes it afterwards.
 * @template T
 * @param {string} url
 * @param {(client: pg.Client) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** @param {string} statement */
function adminQuery(statement) {
  return withClient(adminUrl, (client) => client.query(statement));
}
