import { Module } from '@nestjs/common';
import { AccountNotices } from './account-notices.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsResolver } from './notifications.resolver.js';
import { NotificationsService } from './notifications.service.js';

@Module({
  controllers: [NotificationsController],
  providers: [NotificationsRepository, NotificationsService, NotificationsResolver, AccountNotices],
  exports: [NotificationsService],
})
export class NotificationsModule {}
