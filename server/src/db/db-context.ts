import { Injectable, Logger } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { InjectDb } from './db.tokens.js';
import type { Db } from './database.js';

interface Scope {
  tx: Db;
  afterCommit: Array<() => void | Promise<void>>;
}

/**
 * The database as repositories see it: inside `transaction()` every
 * repository call joins that transaction without passing it around, and work
 * that must only happen once the data is committed (publishing an event,
 * waking the mail worker) is queued with `afterCommit()`.
 */
@Injectable()
export class DbContext {
  private readonly scope = new AsyncLocalStorage<Scope>();
  private readonly logger = new Logger(DbContext.name);
  private readonly preparedQueries = new Map<string, unknown>();

  constructor(@InjectDb() private readonly root: Db) {}

  /** Whether the caller runs inside `transaction()` (it may read its own uncommitted writes). */
  get inTransaction(): boolean {
    return this.scope.getStore() !== undefined;
  }

  /** The current transaction, or the pool outside one. */
  get db(): Db {
    return this.scope.getStore()?.tx ?? this.root;
  }

  /**
   * A hot-path query built and prepared once (a named statement, so
   * PostgreSQL parses and plans it once per connection) and run with
   * placeholders' values; inside a transaction it is prepared on that
   * transaction instead.
   */
  prepared<Query>(name: string, prepare: (db: Db, name: string) => Query): Query {
    const store = this.scope.getStore();
    if (store) return prepare(store.tx, name);
    let query = this.preparedQueries.get(name) as Query | undefined;
    if (query === undefined) this.preparedQueries.set(name, (query = prepare(this.root, name)));
    return query;
  }

  /** Runs `work` in a transaction; a nested call joins the outer one. */
  async transaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.scope.getStore()) return work();
    const afterCommit: Scope['afterCommit'] = [];
    const result = await this.root.transaction((tx) =>
      this.scope.run({ tx: tx as unknown as Db, afterCommit }, work),
    );
    for (const callback of afterCommit) await this.runSafely(callback);
    return result;
  }

  /** Runs `callback` once the current transaction commits (at once outside a transaction). */
  afterCommit(callback: () => void | Promise<void>): void {
    const store = this.scope.getStore();
    if (store) store.afterCommit.push(callback);
    else void this.runSafely(callback);
  }

  /**
   * Like `afterCommit`, for work the caller's answer must wait for (telling
   * every instance that a session ended before the next request can reach
   * one): outside a transaction it runs now and is awaited; inside one it is
   * queued, and `transaction()` awaits it after the commit.
   */
  async whenCommitted(callback: () => void | Promise<void>): Promise<void> {
    const store = this.scope.getStore();
    if (store) store.afterCommit.push(callback);
    else await this.runSafely(callback);
  }

  // The data is committed whatever a callback does: its failure is logged, never thrown.
  private async runSafely(callback: () => void | Promise<void>): Promise<void> {
    try {
      await callback();
    } catch (error) {
      this.logger.error(
        `after-commit callback failed: ${error instanceof Error ? error.stack : String(error)}`,
      );
    }
  }
}
