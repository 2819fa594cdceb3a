import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { Database } from './database.js';
import { InjectDatabase } from './db.tokens.js';

const KEY = 'hashtextextended($1, 0)';

/**
 * Locks every server instance on one PostgreSQL database sees: session
 * advisory locks, each held on one pooled connection for the whole of its
 * work, so no transaction stays open meanwhile. PGlite belongs to one process
 * (its data directory is locked): there nothing is locked here, and what must
 * not overlap inside the process says so itself (FileRemovalHold).
 */
@Injectable()
export class AdvisoryLocks {
  constructor(@InjectDatabase() private readonly database: Database) {}

  /**
   * Background work one instance at a time should do (a sweep): runs `work`
   * unless another connection holds `name`; resolves with undefined when skipped.
   */
  async ifFree<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
    if (this.database.kind !== 'postgres') return work();
    return this.onOwnSession(name, async (connection, unlockAfter) => {
      const { rows } = await connection.query<{ locked: boolean }>(
        `select pg_try_advisory_lock(${KEY}) as locked`,
        [name],
      );
      if (!rows[0]?.locked) return undefined;
      return unlockAfter('pg_advisory_unlock', work);
    });
  }

  /**
   * Runs `work` holding `name` (one holder at a time; another waits), while
   * `isFree(name)` answers false on every instance.
   */
  async whileHeld<T>(name: string, work: () => Promise<T>): Promise<T> {
    if (this.database.kind !== 'postgres') return work();
    return this.onOwnSession(name, async (connection, unlockAfter) => {
      await connection.query(`select pg_advisory_lock(${KEY})`, [name]);
      return unlockAfter('pg_advisory_unlock', work);
    });
  }

  /**
   * Whether no instance holds `name` at this moment (always so on PGlite).
   * Asked with a shared lock, so any number of askers never stand in each
   * other's way.
   */
  async isFree(name: string): Promise<boolean> {
    if (this.database.kind !== 'postgres') return true;
    return this.onOwnSession(name, async (connection, unlockAfter) => {
      const { rows } = await connection.query<{ locked: boolean }>(
        `select pg_try_advisory_lock_shared(${KEY}) as locked`,
        [name],
      );
      if (!rows[0]?.locked) return false;
      return unlockAfter('pg_advisory_unlock_shared', async () => true);
    });
  }

  /** `use` on a connection of its own; `unlockAfter` runs work, then releases `name` with `unlock`. */
  private async onOwnSession<T>(
    name: string,
    use: (
      connection: pg.PoolClient,
      unlockAfter: <R>(unlock: string, work: () => Promise<R>) => Promise<R>,
    ) => Promise<T>,
  ): Promise<T> {
    const pool = (this.database.db as unknown as { $client: pg.Pool }).$client;
    const connection = await pool.connect();
    let broken: Error | undefined;
    try {
      return await use(connection, async (unlock, work) => {
        try {
          return await work();
        } finally {
          await connection
            .query(`select ${unlock}(${KEY})`, [name])
            .catch((error: Error) => (broken = error));
        }
      });
    } finally {
      // A connection that could not unlock is closed: ending its session frees the lock.
      connection.release(broken);
    }
  }
}
