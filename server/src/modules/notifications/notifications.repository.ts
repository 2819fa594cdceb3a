import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, inArray, type SQL, type WithSubquery } from 'drizzle-orm';
import { DbContext } from '../../db/db-context.js';
import { notifications, type Notification } from './notifications.table.js';

export interface NotificationFilter {
  isRead?: boolean;
  limit: number;
  skip: number;
}

/** Statements stay well under PostgreSQL's 65,535 parameters however many recipients. */
const CHUNK = 1000;
function* chunks<T>(items: T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += CHUNK) yield items.slice(i, i + CHUNK);
}

@Injectable()
export class NotificationsRepository {
  constructor(private readonly context: DbContext) {}

  /** `alongside`: WITH queries of the caller's (mail queued with them), run with the first insert. */
  async insertMany(
    rows: (typeof notifications.$inferInsert)[],
    alongside: WithSubquery[] = [],
  ): Promise<Notification[]> {
    const inserted: Notification[] = [];
    let first = true;
    for (const chunk of chunks(rows)) {
      const db = this.context.db;
      const insert =
        first && alongside.length > 0
          ? db.with(...alongside).insert(notifications)
          : db.insert(notifications);
      first = false;
      inserted.push(...(await insert.values(chunk).returning()));
    }
    return inserted;
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

  /** The unread counts of the users who have any. */
  async unreadCounts(userIds: string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const chunk of chunks(userIds)) {
      const rows = await this.context.db
        .select({ userId: notifications.userId, unread: count() })
        .from(notifications)
        .where(and(inArray(notifications.userId, chunk), eq(notifications.isRead, false)))
        .groupBy(notifications.userId);
      for (const row of rows) counts.set(row.userId, row.unread);
    }
    return counts;
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
