import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { ScholarRequestNotices } from './scholar-request-notices.js';
import { ScholarRequestsController } from './scholar-requests.controller.js';
import { ScholarRequestsRepository } from './scholar-requests.repository.js';
import { ScholarRequestsResolver } from './scholar-requests.resolver.js';
import { ScholarRequestsService } from './scholar-requests.service.js';

@Module({
  imports: [UsersModule, WorkflowModule],
  controllers: [ScholarRequestsController],
  providers: [
    ScholarRequestsRepository,
    ScholarRequestsService,
    ScholarRequestNotices,
    ScholarRequestsResolver,
  ],
  exports: [ScholarRequestsService],
})
export class ScholarRequestsModule {}
