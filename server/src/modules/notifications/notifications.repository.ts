import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { DbContext } from '../../db/db-context.js';
import { notifications, type Notification } from './notifications.table.js';

export interface NotificationFilter {
  isRead?: boolean;
  limit: number;
  skip: number;
}

@Injectable()
export class NotificationsRepository {
  constructor(private readonly context: DbContext) {}

  async insert(row: typeof notifications.$inferInsert): Promise<Notification> {
    const [inserted] = await this.context.db.insert(notifications).values(row).returning();
    return inserted!;
  }

  async list(
    userId: string,
    filter: NotificationFilter,
  ): Promise<{ items: Notification[]; total: number }> {
    const where = this.ownedWhere(userId, filter.isRead);
    const [items, [totals]] = await Promise.all([
      this.context.db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(filter.limit)
        .offset(filter.skip),
      this.context.db.select({ total: count() }).from(notifications).where(where),
    ]);
    return { items, total: totals?.total ?? 0 };
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.context.db
      .select({ unread: count() })
      .from(notifications)
      .where(this.ownedWhere(userId, false));
    return row?.unread ?? 0;
  }

  /** Marks the user's notifications among `ids` (all of them when ids is undefined) read; returns those changed. */
  async markRead(userId: string, ids?: string[]): Promise<Notification[]> {
    return this.context.db
      .update(notifications)
      .set({ isRead: true })
      .where(and(this.ownedWhere(userId, false), ids ? inArray(notifications.id, ids) : undefined))
      .returning();
  }

  /** Deletes the user's notifications among `ids`; returns the ids deleted. */
  async delete(userId: string, ids: string[]): Promise<string[]> {
    const rows = await this.context.db
      .delete(notifications)
      .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)))
      .returning({ id: notifications.id });
    return rows.map((row) => row.id);
  }

  async findOwned(userId: string, id: string): Promise<Notification | undefined> {
    const [row] = await this.context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
    return row;
  }

  private ownedWhere(userId: string, isRead?: boolean): SQL | undefined {
    return and(
      eq(notifications.userId, userId),
      isRead === undefined ? undefined : eq(notifications.isRead, isRead),
    );
  }
}
