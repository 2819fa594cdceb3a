import { Body, Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-error.js';
import { toRestDocument } from '../../common/rest-document.js';
import { NotificationsService } from './notifications.service.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

type RestBody = Record<string, unknown>;

function idsOf(body: RestBody | undefined): string[] {
  const ids = body?.notificationIDs;
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) {
    throw DomainError.badInput('notificationIDs must be a list of ids', {
      notificationIDs: 'Required',
    });
  }
  return ids as string[];
}

function intOf(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed))
    throw DomainError.badInput(`${name} must be a whole number`, {
      [name]: 'Must be a whole number',
    });
  return parsed;
}

function booleanOf(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw DomainError.badInput('isRead must be true or false', { isRead: 'Must be true or false' });
}

/** The spec's notification calls (F§7); static paths are declared before `:id` ones. */
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Access('notifications')
  @Get()
  async list(
    @CurrentUser() current: SignedInUser,
    @Query('isRead') isRead?: string,
    @Query('limit') limit?: string,
    @Query('skip') skip?: string,
  ) {
    const page = await this.notifications.list(current.user.id, {
      isRead: booleanOf(isRead),
      limit: intOf(limit, 20, 'limit'),
      skip: intOf(skip, 0, 'skip'),
    });
    return {
      notifications: page.items.map(toRestDocument),
      total: page.total,
      unreadCount: page.unreadCount,
    };
  }

  @Access('unreadNotificationCount')
  @Get('unread-count')
  async unreadCount(@CurrentUser() current: SignedInUser) {
    const count = await this.notifications.unreadCount(current.user.id);
    // Both readings of the spec (F§3).
    return { unreadCount: count, count };
  }

  @Access('markAllNotificationsRead')
  @Put('mark-all-read')
  async markAllRead(@CurrentUser() current: SignedInUser) {
    return { modified: await this.notifications.markAllRead(current.user.id) };
  }

  @Access('markNotificationsRead')
  @Put('bulk-read')
  async markManyRead(@Body() body: RestBody, @CurrentUser() current: SignedInUser) {
    return { modified: await this.notifications.markManyRead(current.user.id, idsOf(body)) };
  }

  @Access('deleteNotifications')
  @Delete('bulk')
  async deleteMany(@Body() body: RestBody, @CurrentUser() current: SignedInUser) {
    return { deleted: await this.notifications.deleteMany(current.user.id, idsOf(body)) };
  }

  @Access('markNotificationRead')
  @Put(':id/read')
  async markRead(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    return { notification: toRestDocument(await this.notifications.markRead(current.user.id, id)) };
  }

  @Access('deleteNotification')
  @Delete(':id')
  async delete(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    await this.notifications.delete(current.user.id, id);
    return { message: 'Notification deleted' };
  }
}
