import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { UsersModule } from '../users/users.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { BackupFailureNotice } from './backup-failure-notice.js';
import { BackupsController } from './backups.controller.js';
import { BackupsRepository } from './backups.repository.js';
import { BackupsResolver } from './backups.resolver.js';
import { BackupsService } from './backups.service.js';
import { LocalTrigger } from './local-trigger.js';

@Module({
  imports: [FilesModule, UsersModule, WorkflowModule],
  controllers: [BackupsController],
  providers: [
    BackupsService,
    BackupsRepository,
    BackupsResolver,
    BackupFailureNotice,
    LocalTrigger,
  ],
  exports: [BackupsService],
})
export class BackupsModule {}
