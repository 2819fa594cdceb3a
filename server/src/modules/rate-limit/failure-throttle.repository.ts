import { Injectable } from '@nestjs/common';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { DbContext } from '../../db/db-context.js';
import { failureThrottles } from './failure-throttle.table.js';
import {
  lockAfterFailure,
  resetBefore,
  type FailureRule,
  type FailureState,
} from './failure-throttle.rules.js';

const t = failureThrottles;
/** What a check reads of a key's row (also read by the sign-in's first statement, SignInRepository). */
export const failureStateColumns = {
  failures: t.failures,
  locks: t.locks,
  firstFailureAt: t.firstFailureAt,
  lastFailureAt: t.lastFailureAt,
  lockedUntil: t.lockedUntil,
};

@Injectable()
export class FailureThrottleRepository {
  constructor(private readonly context: DbContext) {}

  /** The state of each key that has a row: one read for every limit of an attempt, prepared once (every sign-in asks). */
  async statesOf(keys: string[]): Promise<Array<FailureState & { key: string }>> {
    if (keys.length === 0) return [];
    const query = this.context.prepared('failure_throttle_states', (db, name) =>
      db
        .select({ key: t.key, ...failureStateColumns })
        .from(t)
        .where(sql`${t.key} = any(${sql.placeholder('keys')}::text[])`)
        .prepare(name),
    );
    return query.execute({ keys });
  }

  /**
   * Counts one failure and sets the lock it calls for, in one transaction so
   * that no reader sees the count without its lock. True when this failure set the lock.
   */
  recordFailure(key: string, rule: FailureRule, now: Date): Promise<boolean> {
    return this.context.transaction(async () => {
      const state = await this.countFailure(key, rule, now);
      const lockMs = lockAfterFailure(rule, state, now);
      return lockMs !== null && this.lock(key, new Date(now.getTime() + lockMs), now);
    });
  }

  /**
   * Counts one failure, starting a new run when the old one is over (see
   * FailureRule.resetAfter). One statement, so concurrent failures all count.
   */
  private async countFailure(key: string, rule: FailureRule, now: Date): Promise<FailureState> {
    const since = rule.resetAfter.since === 'first' ? t.firstFailureAt : t.lastFailureAt;
    const over = sql`${since} <= ${resetBefore(rule, now)}`;
    const [row] = await this.context.db
      .insert(t)
      .values({ key, failures: 1, locks: 0, firstFailureAt: now, lastFailureAt: now })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures: sql`case when ${over} then 1 else ${t.failures} + 1 end`,
          locks: sql`case when ${over} then 0 else ${t.locks} end`,
          firstFailureAt: sql`case when ${over} then ${now} else ${t.firstFailureAt} end`,
          lockedUntil: sql`case when ${over} then null else ${t.lockedUntil} end`,
          lastFailureAt: now,
        },
      })
      .returning(failureStateColumns);
    return row!;
  }

  /** Sets the next lock, unless another request set one meanwhile; true when this call set it. */
  private async lock(key: string, until: Date, now: Date): Promise<boolean> {
    const rows = await this.context.db
      .update(t)
      .set({ lockedUntil: until, locks: sql`${t.locks} + 1` })
      .where(and(eq(t.key, key), or(isNull(t.lockedUntil), lte(t.lockedUntil, now))))
      .returning({ key: t.key });
    return rows.length > 0;
  }

  /** Marks the run as reported; true only for the first call of a run, however many race. */
  async claimAlert(key: string, now: Date): Promise<boolean> {
    const rows = await this.context.db
      .update(t)
      .set({ alertedAt: now })
      .where(and(eq(t.key, key), or(isNull(t.alertedAt), lt(t.alertedAt, t.firstFailureAt))))
      .returning({ key: t.key });
    return rows.length > 0;
  }

  async forget(key: string): Promise<void> {
    await this.context.db.delete(t).where(eq(t.key, key));
  }

  /** Drops runs whose last failure is older than `before` and that lock nothing any more. */
  async sweep(before: Date, now: Date): Promise<number> {
    const rows = await this.context.db
      .delete(t)
      .where(and(lt(t.lastFailureAt, before), or(isNull(t.lockedUntil), lte(t.lockedUntil, now))))
      .returning({ key: t.key });
    return rows.length;
  }
}
