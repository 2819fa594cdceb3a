import { Injectable } from '@nestjs/common';
import { lt, sql } from 'drizzle-orm';
import { DbContext } from '../../db/db-context.js';
import { rateLimitBuckets } from './rate-limit.table.js';

@Injectable()
export class RateLimitRepository {
  constructor(private readonly context: DbContext) {}

  /**
   * Counts `amount` hits (1, or bytes) on `key` in a window of `windowMs`,
   * starting a new window when the old one has passed; returns the hits so
   * far and when the window began. One statement, so concurrent hits never
   * lose a count.
   */
  async hit(
    key: string,
    windowMs: number,
    now: Date,
    amount = 1,
  ): Promise<{ hits: number; windowStartedAt: Date }> {
    const expired = sql`${rateLimitBuckets.windowStartedAt} <= ${new Date(now.getTime() - windowMs)}`;
    const [row] = await this.context.db
      .insert(rateLimitBuckets)
      .values({ key, windowStartedAt: now, hits: amount })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          hits: sql`case when ${expired} then ${amount} else ${rateLimitBuckets.hits} + ${amount} end`,
          windowStartedAt: sql`case when ${expired} then ${now} else ${rateLimitBuckets.windowStartedAt} end`,
        },
      })
      .returning({
        hits: rateLimitBuckets.hits,
        windowStartedAt: rateLimitBuckets.windowStartedAt,
      });
    return row!;
  }

  /** Drops windows that began before `before`: housekeeping. */
  async sweep(before: Date): Promise<number> {
    const rows = await this.context.db
      .delete(rateLimitBuckets)
      .where(lt(rateLimitBuckets.windowStartedAt, before))
      .returning({ key: rateLimitBuckets.key });
    return rows.length;
  }
}
