import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { ScholarsModule } from '../scholars/scholars.module.js';
import { UsersModule } from '../users/users.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { AcademicEmailRule } from './academic-email-rule.js';
import { ApplicationDocuments } from './application-documents.js';
import { ApplicationNotices } from './application-notices.js';
import { ApplicationsController } from './applications.controller.js';
import { ApplicationsRepository } from './applications.repository.js';
import { ApplicationsResolver } from './applications.resolver.js';
import { ApplicationsService } from './applications.service.js';

@Module({
  imports: [FilesModule, NotificationsModule, ScholarsModule, UsersModule, WorkflowModule],
  controllers: [ApplicationsController],
  providers: [
    ApplicationsRepository,
    ApplicationsService,
    ApplicationDocuments,
    ApplicationNotices,
    AcademicEmailRule,
    ApplicationsResolver,
  ],
  exports: [ApplicationsService],
})
export class ApplicationsModule {}
