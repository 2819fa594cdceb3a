import { Args, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import type { PubSubEngine } from 'graphql-subscriptions';
import { InjectPubSub } from '../../pubsub/pubsub.module.js';
import { notificationAddedTopic, unreadCountTopic } from './notification-topics.js';
import { NotificationsService } from './notifications.service.js';
import { Notification, NotificationPage } from './notifications.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

@Resolver(() => Notification)
export class NotificationsResolver {
  constructor(
    private readonly notificationsService: NotificationsService,
    @InjectPubSub() private readonly pubSub: PubSubEngine,
  ) {}

  @Access('notifications')
  @Query(() => NotificationPage, {
    description: "The signed-in user's notifications, newest first.",
  })
  notifications(
    @CurrentUser() current: SignedInUser,
    @Args('isRead', { nullable: true, description: 'Only read (true) or unread (false) ones.' })
    isRead?: boolean,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit = 20,
    @Args('skip', { type: () => Int, defaultValue: 0 }) skip = 0,
  ): Promise<NotificationPage> {
    return this.notificationsService.list(current.user.id, {
      isRead: isRead ?? undefined,
      limit,
      skip,
    });
  }

  @Access('unreadNotificationCount')
  @Query(() => Int)
  unreadNotificationCount(@CurrentUser() current: SignedInUser): Promise<number> {
    return this.notificationsService.unreadCount(current.user.id);
  }

  @Access('markNotificationRead')
  @Mutation(() => Notification)
  markNotificationRead(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ) {
    return this.notificationsService.markRead(current.user.id, id);
  }

  @Access('markAllNotificationsRead')
  @Mutation(() => Int, { description: 'Marks every notification read; returns how many changed.' })
  markAllNotificationsRead(@CurrentUser() current: SignedInUser): Promise<number> {
    return this.notificationsService.markAllRead(current.user.id);
  }

  @Access('markNotificationsRead')
  @Mutation(() => Int, {
    description: 'Marks the given notifications read; returns how many changed.',
  })
  markNotificationsRead(
    @Args('ids', { type: () => [ID] }) ids: string[],
    @CurrentUser() current: SignedInUser,
  ) {
    return this.notificationsService.markManyRead(current.user.id, ids);
  }

  @Access('deleteNotification')
  @Mutation(() => Boolean)
  async deleteNotification(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ) {
    await this.notificationsService.delete(current.user.id, id);
    return true;
  }

  @Access('deleteNotifications')
  @Mutation(() => Int, {
    description: 'Deletes the given notifications; returns how many were deleted.',
  })
  deleteNotifications(
    @Args('ids', { type: () => [ID] }) ids: string[],
    @CurrentUser() current: SignedInUser,
  ) {
    return this.notificationsService.deleteMany(current.user.id, ids);
  }

  @Access('notificationAdded')
  @Subscription(() => Notification, {
    description: 'Each new notification of the signed-in user, as it is committed.',
    resolve: (payload: Notification) => payload,
  })
  notificationAdded(@CurrentUser() current: SignedInUser) {
    return this.pubSub.asyncIterableIterator(notificationAddedTopic(current.user.id));
  }

  @Access('unreadCountChanged')
  @Subscription(() => Int, {
    description: "The signed-in user's unread count, whenever it changes.",
    resolve: (payload: number) => payload,
  })
  unreadCountChanged(@CurrentUser() current: SignedInUser) {
    return this.pubSub.asyncIterableIterator(unreadCountTopic(current.user.id));
  }
}
