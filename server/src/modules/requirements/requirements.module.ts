import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { UsersModule } from '../users/users.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { RequirementNotices } from './requirement-notices.js';
import { RequirementsController } from './requirements.controller.js';
import { RequirementsRepository } from './requirements.repository.js';
import {
  RequirementItemEventResolver,
  RequirementItemResolver,
  RequirementsResolver,
  ScholarRequirementsResolver,
} from './requirements.resolver.js';
import { RequirementsService } from './requirements.service.js';

/** Requirements (A§2.3, A§2.5): the six documents of A§9, submitted by students, reviewed by HR. */
@Module({
  imports: [FilesModule, UsersModule, WorkflowModule],
  controllers: [RequirementsController],
  providers: [
    RequirementsRepository,
    RequirementNotices,
    RequirementsService,
    RequirementsResolver,
    RequirementItemResolver,
    RequirementItemEventResolver,
    ScholarRequirementsResolver,
  ],
  // The demo seed submits and reviews through the service.
  exports: [RequirementsService],
})
export class RequirementsModule {}
