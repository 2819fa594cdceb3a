import { Module } from '@nestjs/common';
import { OfficesModule } from '../offices/offices.module.js';
import { UsersModule } from '../users/users.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { ScholarNotices } from './scholar-notices.js';
import { ScholarsController } from './scholars.controller.js';
import { ScholarsRepository } from './scholars.repository.js';
import { ScholarsResolver } from './scholars.resolver.js';
import { ScholarsService } from './scholars.service.js';

@Module({
  imports: [OfficesModule, UsersModule, WorkflowModule],
  controllers: [ScholarsController],
  providers: [ScholarsRepository, ScholarsService, ScholarNotices, ScholarsResolver],
  exports: [ScholarsService],
})
export class ScholarsModule {}
