import { count, getTableName, sql } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';

// Counting a list's matches for its pagination (pagination.ts): exactly up to
// a bound, then "more than". A plain count(*) reads every match on every page
// (all 50,000 applications for HR's first page); a bounded one stops.

/**
 * `SELECT count(*) FROM (matching LIMIT :countLimit)`: `matching` is the
 * list's FROM, joins and WHERE selecting one column, no ORDER BY, made
 * `$dynamic()`; run it with `countLimit` = the bound + 1.
 */
export function boundedCount(db: Db, matching: PgSelect) {
  return db
    .select({ total: count() })
    .from(matching.limit(sql.placeholder('countLimit')).as('counted'));
}

/** How many rows `matching` finds, counted no further than `upTo + 1`. */
export async function countUpTo(db: Db, matching: PgSelect, upTo: number): Promise<number> {
  const [row] = await boundedCount(db, matching).execute({ countLimit: upTo + 1 });
  return row?.total ?? 0;
}

/**
 * For a list shown without any filter: whether the planner's estimate of the
 * table's rows is at least twice `upTo`, which answers "more than `upTo`"
 * without counting. The estimate lags (ANALYZE, autovacuum), but a table
 * does not lose half its rows without autovacuum noticing.
 */
export async function surelyMoreThan(db: Db, table: PgTable, upTo: number): Promise<boolean> {
  return (await estimatedRows(db, table)) >= 2 * upTo;
}

/** How long a table's row estimate is reused: ANALYZE changes it, autovacuum at most every minute. */
const ESTIMATE_TTL_MS = 60_000;

const estimates = new WeakMap<Db, Map<string, { rows: number; until: number }>>();

/**
 * The planner's row estimate of `table` (pg_class.reltuples; -1 before its
 * first ANALYZE), read at most once a minute per database: the unfiltered
 * first page is a list's most frequent request, and a query costs more than
 * the estimate's freshness is worth.
 */
async function estimatedRows(db: Db, table: PgTable): Promise<number> {
  const name = getTableName(table);
  let byTable = estimates.get(db);
  if (!byTable) estimates.set(db, (byTable = new Map()));
  const cached = byTable.get(name);
  if (cached && cached.until > Date.now()) return cached.rows;
  const [row] = await db
    .select({ rows: sql<number>`reltuples::float8` })
    .from(sql`pg_class`)
    .where(sql`oid = to_regclass(${name})`);
  const rows = row?.rows ?? -1;
  byTable.set(name, { rows, until: Date.now() + ESTIMATE_TTL_MS });
  return rows;
}
