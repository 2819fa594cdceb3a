import { Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { DbContext } from '../../db/db-context.js';
import {
  pushSubscriptions,
  type NewPushSubscriptionRow,
  type PushSubscriptionRow,
} from './push.table.js';

/** How stale `last_ok_at` may be before a delivery writes it again. */
export const LAST_OK_RESOLUTION_MS = 3600_000;

@Injectable()
export class PushRepository {
  constructor(private readonly context: DbContext) {}

  /**
   * Records a browser's subscription. The endpoint is the browser's: one that
   * subscribes again as another account moves to that account (and counts as
   * new there); the same account keeps its row's creation time.
   */
  async upsert(row: NewPushSubscriptionRow): Promise<PushSubscriptionRow> {
    const moved = sql`${pushSubscriptions.userId} <> excluded.user_id`;
    const [saved] = await this.context.db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: sql`excluded.user_id`,
          p256dh: sql`excluded.p256dh`,
          auth: sql`excluded.auth`,
          userAgent: sql`excluded.user_agent`,
          createdAt: sql`case when ${moved} then now() else ${pushSubscriptions.createdAt} end`,
          lastOkAt: sql`case when ${moved} then null else ${pushSubscriptions.lastOkAt} end`,
        },
      })
      .returning();
    return saved!;
  }

  /** The user's subscriptions, newest first. */
  listOf(userId: string): Promise<PushSubscriptionRow[]> {
    return this.context.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  }

  /** Every subscription of these users, in one query. */
  listOfUsers(userIds: string[]): Promise<PushSubscriptionRow[]> {
    return this.context.db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, userIds));
  }

  /** Removes the user's subscription; false when they have none with this id. */
  async deleteOwned(userId: string, id: string): Promise<boolean> {
    const deleted = await this.context.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
      .returning({ id: pushSubscriptions.id });
    return deleted.length > 0;
  }

  /** Removes a subscription its push service says is gone. */
  async delete(id: string): Promise<void> {
    await this.context.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }

  /** Marks a delivery accepted now, unless one was recorded within the resolution already. */
  async markDelivered(id: string): Promise<void> {
    await this.context.db
      .update(pushSubscriptions)
      .set({ lastOkAt: sql`now()` })
      .where(
        and(
          eq(pushSubscriptions.id, id),
          or(
            isNull(pushSubscriptions.lastOkAt),
            lt(
              pushSubscriptions.lastOkAt,
              sql`now() - ${`${LAST_OK_RESOLUTION_MS} milliseconds`}::interval`,
            ),
          ),
        ),
      );
  }
}
