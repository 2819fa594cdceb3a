import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';

type VersionedTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn };

/**
 * The conditional write of every versioned decision (ARCHITECTURE §6): sets
 * `values` and bumps `version` only if the row is still at `version` (and
 * matches `also`, e.g. its expected status). Undefined when someone changed
 * it first, which the caller answers with CONFLICT.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Db,
  table: T,
  row: { id: string; version: number },
  values: PgUpdateSetSource<T>,
  also?: SQL,
): Promise<T['$inferSelect'] | undefined> {
  const set = { ...values, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>;
  const updated = (await db
    .update(table)
    .set(set)
    .where(and(eq(table.id, row.id), eq(table.version, row.version), also))
    .returning()) as Array<T['$inferSelect']>;
  return updated[0];
}
