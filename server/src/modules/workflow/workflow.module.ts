import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { Decisions } from './decisions.js';

/** Shared workflow pieces every domain with staff decisions uses. */
@Module({
  imports: [NotificationsModule],
  providers: [Decisions],
  exports: [Decisions],
})
export class WorkflowModule {}
