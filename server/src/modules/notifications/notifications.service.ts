import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { DomainError } from '../../common/errors/domain-error.js';
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

  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly context: DbContext,
    @InjectPubSub() private readonly pubSub: PubSubEngine,
  ) {
    this.unread = new LiveCache(pubSub, UNREAD_CACHE);
  }

  async onModuleInit(): Promise<void> {
    await this.unread.listen(UNREAD_CHANGED_TOPIC, (userId: string) =>
      this.unread.delete([userId]),
    );
  }

  onModuleDestroy(): void {
    this.unread.close();
  }

  async notify(userId: string, notification: NewNotification): Promise<Notification> {
    const row = await this.notifications.insert({ userId, ...notification });
    // Awaited: every instance must have dropped its cached unread count before the caller answers.
    await this.context.whenCommitted(async () => {
      await this.pubSub.publish(notificationAddedTopic(userId), row);
      await this.publishUnreadCount(userId);
    });
    return row;
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
    await this.publishUnreadCount(userId);
    return updated ?? { ...owned, isRead: true };
  }

  /** Marks the listed ones read (ids of other users are ignored); returns how many changed. */
  async markManyRead(userId: string, ids: string[]): Promise<number> {
    const changed = await this.notifications.markRead(userId, ids.filter(isUuid));
    if (changed.length > 0) await this.publishUnreadCount(userId);
    return changed.length;
  }

  async markAllRead(userId: string): Promise<number> {
    const changed = await this.notifications.markRead(userId);
    if (changed.length > 0) await this.publishUnreadCount(userId);
    return changed.length;
  }

  async delete(userId: string, id: string): Promise<void> {
    const deleted = isUuid(id) ? await this.notifications.delete(userId, [id]) : [];
    if (deleted.length === 0) throw DomainError.notFound('Notification not found');
    await this.publishUnreadCount(userId);
  }

  /** Deletes the listed ones (ids of other users are ignored); returns how many were deleted. */
  async deleteMany(userId: string, ids: string[]): Promise<number> {
    const deleted = await this.notifications.delete(userId, ids.filter(isUuid));
    if (deleted.length > 0) await this.publishUnreadCount(userId);
    return deleted.length;
  }

  private async publishUnreadCount(userId: string): Promise<void> {
    await this.pubSub.publish(UNREAD_CHANGED_TOPIC, userId);
    await this.pubSub.publish(
      unreadCountTopic(userId),
      await this.notifications.unreadCount(userId),
    );
  }
}
