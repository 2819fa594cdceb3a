import { CalendarModule } from '../calendar/calendar.module.js';
import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { ScholarsModule } from '../scholars/scholars.module.js';
import { UsersModule } from '../users/users.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { ReapplicationNotices } from './reapplication-notices.js';
import { ReapplicationsController } from './reapplications.controller.js';
import { ReapplicationsRepository } from './reapplications.repository.js';
import { ReapplicationsResolver, ScholarContinuationResolver } from './reapplications.resolver.js';
import { ReapplicationsService } from './reapplications.service.js';

/** Re-applications (A§2.3, A§2.5): accepted scholars ask to continue for a term, HR decides. */
@Module({
  imports: [CalendarModule, FilesModule, ScholarsModule, UsersModule, WorkflowModule],
  controllers: [ReapplicationsController],
  providers: [
    ReapplicationsRepository,
    ReapplicationNotices,
    ReapplicationsService,
    ReapplicationsResolver,
    ScholarContinuationResolver,
  ],
  // The demo seed submits through the service.
  exports: [ReapplicationsService],
})
export class ReapplicationsModule {}
