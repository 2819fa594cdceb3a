import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { WithSubquery } from 'drizzle-orm';
import type { PubSubEngine } from 'graphql-subscriptions';
import { DomainError } from '../../common/errors/domain-error.js';
import { domainEvent, DomainEvents } from '../../common/events/domain-events.js';
import { isUuid } from '../../common/uuid.js';
import { DbContext } from '../../db/db-context.js';
import { LiveCache } from '../../pubsub/live-cache.js';
import { InjectPubSub } from '../../pubsub/pubsub.module.js';
import {
  notificationAddedTopic,
  UNREAD_CHANGED_TOPIC,
  unreadCountTopic,
} from './notification-topics.js';
import { NotificationsRepository, type NotificationFilter } from './notifications.repository.js';
import type { Notification, NotificationType } from './notifications.table.js';

export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  link?: string;
}

/**
 * Notifications just committed, told once, on the instance that committed
 * them (the pub/sub fan-out reaches every instance): for deliveries outside
 * the app, such as Web Push. Listeners must not hold up the caller.
 */
export const NotificationsCommitted = domainEvent<Notification[]>('notifications.committed');

/** A notification addressed to one user. */
export type Recipient = NewNotification & { userId: string };

export const MAX_PAGE_SIZE = 100;
/** Every page shows the unread count: per instance, dropped on every instance when it changes. */
const UNREAD_CACHE = { ttlMs: 30_000, maxEntries: 50_000 };

/**
 * Notifications of F§2 and ARCHITECTURE §7. Every module calls `notify()`
 * inside its own transaction; subscribers hear of it only after the commit.
 * Another user's notification is "not found", never "forbidden".
 */
@Injectable()
export class NotificationsService implements OnModuleInit, OnModuleDestroy {
  private readonly unread: LiveCache<number>;
  /** The notifications of each open transaction, published once it commits (`notifyMany`). */
  private readonly committing = new WeakMap<object, Notification[]>();

  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly context: DbContext,
    @InjectPubSub() private readonly pubSub: PubSubEngine,
    private readonly events: DomainEvents,
  ) {
    this.unread = new LiveCache(pubSub, UNREAD_CACHE);
  }

  async onModuleInit(): Promise<void> {
    await this.unread.listen(UNREAD_CHANGED_TOPIC, (userIds: string[]) =>
      this.unread.delete(userIds),
    );
  }

  onModuleDestroy(): void {
    this.unread.close();
  }

  async notify(userId: string, notification: NewNotification): Promise<Notification> {
    const [row] = await this.notifyMany([{ userId, ...notification }]);
    return row!;
  }

  /**
   * One insert however many recipients (a fan-out to a whole office, or to
   * everyone); after the commit each recipient hears of theirs and of their
   * unread count. `alongside`: WITH queries the insert runs too (the mail of
   * the same announcement); there must be recipients.
   */
  async notifyMany(
    recipients: Recipient[],
    alongside: WithSubquery[] = [],
  ): Promise<Notification[]> {
    if (recipients.length === 0) return [];
    const rows = await this.notifications.insertMany(recipients, alongside);
    // Several announcements in one transaction (a decision and the deployment it makes) are
    // published together once it commits: one query for all their recipients' unread counts.
    const transaction = this.context.inTransaction ? this.context.db : undefined;
    const queued = transaction && this.committing.get(transaction);
    if (queued) {
      queued.push(...rows);
      return rows;
    }
    const added = [...rows];
    if (transaction) this.committing.set(transaction, added);
    // Awaited: every instance must have dropped its cached unread count before the caller answers.
    await this.context.whenCommitted(async () => {
      if (transaction) this.committing.delete(transaction);
      await Promise.all(
        added.map((row) => this.pubSub.publish(notificationAddedTopic(row.userId), row)),
      );
      await this.publishUnreadCounts([...new Set(added.map((row) => row.userId))]);
      await this.events.emit(NotificationsCommitted, added);
    });
    return rows;
  }

  async list(userId: string, filter: NotificationFilter) {
    if (filter.limit < 1 || filter.limit > MAX_PAGE_SIZE || filter.skip < 0) {
      throw DomainError.badInput(`limit must be between 1 and ${MAX_PAGE_SIZE}, skip at least 0`);
    }
    const [page, unreadCount] = await Promise.all([
      this.notifications.list(userId, filter),
      this.unreadCount(userId),
    ]);
    return { ...page, unreadCount };
  }

  async unreadCount(userId: string): Promise<number> {
    return (await this.unread.get(userId, () => this.notifications.unreadCount(userId))) ?? 0;
  }

  async markRead(userId: string, id: string): Promise<Notification> {
    const owned = isUuid(id) ? await this.notifications.findOwned(userId, id) : undefined;
    if (!owned) throw DomainError.notFound('Notification not found');
    if (owned.isRead) return owned;
    const [updated] = await this.notifications.markRead(userId, [id]);
    await this.publishUnreadCounts([userId]);
    return updated ?? { ...owned, isRead: true };
  }

  /** Marks the listed ones read (ids of other users are ignored); returns how many changed. */
  async markManyRead(userId: string, ids: string[]): Promise<number> {
    const changed = await this.notifications.markRead(userId, ids.filter(isUuid));
    if (changed.length > 0) await this.publishUnreadCounts([userId]);
    return changed.length;
  }

  async markAllRead(userId: string): Promise<number> {
    const changed = await this.notifications.markRead(userId);
    if (changed.length > 0) await this.publishUnreadCounts([userId]);
    return changed.length;
  }

  async delete(userId: string, id: string): Promise<void> {
    const deleted = isUuid(id) ? await this.notifications.delete(userId, [id]) : [];
    if (deleted.length === 0) throw DomainError.notFound('Notification not found');
    await this.publishUnreadCounts([userId]);
  }

  /** Deletes the listed ones (ids of other users are ignored); returns how many were deleted. */
  async deleteMany(userId: string, ids: string[]): Promise<number> {
    const deleted = await this.notifications.delete(userId, ids.filter(isUuid));
    if (deleted.length > 0) await this.publishUnreadCounts([userId]);
    return deleted.length;
  }

  private async publishUnreadCounts(userIds: string[]): Promise<void> {
    await this.pubSub.publish(UNREAD_CHANGED_TOPIC, userIds);
    const counts = await this.notifications.unreadCounts(userIds);
    await Promise.all(
      userIds.map((userId) =>
        this.pubSub.publish(unreadCountTopic(userId), counts.get(userId) ?? 0),
      ),
    );
  }
}
