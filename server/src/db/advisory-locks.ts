import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { Database } from './database.js';
import { InjectDatabase } from './db.tokens.js';

/**
 * Background work that one server instance at a time should do (a sweep):
 * on PostgreSQL a session advisory lock, held on one pooled connection for
 * the whole run, so no transaction stays open meanwhile. PGlite belongs to
 * one process (its data directory is locked), so there the work always runs.
 */
@Injectable()
export class AdvisoryLocks {
  constructor(@InjectDatabase() private readonly database: Database) {}

  /** Runs `work` unless another connection holds `name`; resolves with undefined when skipped. */
  async ifFree<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
    if (this.database.kind !== 'postgres') return work();
    const pool = (this.database.db as unknown as { $client: pg.Pool }).$client;
    const connection = await pool.connect();
    let broken: Error | undefined;
    try {
      const { rows } = await connection.query<{ locked: boolean }>(
        'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
        [name],
      );
      if (!rows[0]?.locked) return undefined;
      try {
        return await work();
      } finally {
        await connection
          .query('select pg_advisory_unlock(hashtextextended($1, 0))', [name])
          .catch((error: Error) => (broken = error));
      }
    } finally {
      // A connection that could not unlock is closed: ending its session frees the lock.
      connection.release(broken);
    }
  }
}
