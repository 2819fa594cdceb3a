import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { CalendarModule } from '../calendar/calendar.module.js';
import { LeaveModule } from '../leave/leave.module.js';
import { ScholarsModule } from '../scholars/scholars.module.js';
import { UsersModule } from '../users/users.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { DtrAccess } from './dtr-access.js';
import { DtrBulkService } from './dtr-bulk.service.js';
import { DtrCalendarBridge } from './dtr-calendar-bridge.js';
import { DtrDaysService } from './dtr-days.service.js';
import { DtrLeaveBridge } from './dtr-leave-bridge.js';
import { DtrEntriesRepository } from './dtr-entries.repository.js';
import { DtrLive } from './dtr-live.js';
import { DtrMonthsRepository } from './dtr-months.repository.js';
import { DtrMonthsService } from './dtr-months.service.js';
import { DtrNotices } from './dtr-notices.js';
import { DtrOverviewRepository } from './dtr-overview.repository.js';
import { DtrPunchedDays } from './dtr-punched-days.js';
import { DtrPunchPolicies } from './dtr-punch-policy.js';
import { DtrReviewService } from './dtr-review.service.js';
import { DtrSheetsService } from './dtr-sheets.service.js';
import { DtrStaffController } from './dtr-staff.controller.js';
import { DtrTraining } from './dtr-training.js';
import { DtrMeController } from './dtr.controller.js';
import { DtrResolver } from './dtr.resolver.js';
import { ScholarTrainingResolver } from './scholar-training.resolver.js';

/** The daily time record (A§2.3, A§2.4) and the 130-hour training it counts. */
@Module({
  imports: [
    ApplicationsModule,
    CalendarModule,
    LeaveModule,
    ScholarsModule,
    UsersModule,
    WorkflowModule,
  ],
  controllers: [DtrMeController, DtrStaffController],
  providers: [
    DtrAccess,
    DtrEntriesRepository,
    DtrMonthsRepository,
    DtrOverviewRepository,
    DtrLive,
    DtrLeaveBridge,
    DtrCalendarBridge,
    DtrNotices,
    DtrTraining,
    DtrSheetsService,
    DtrDaysService,
    DtrReviewService,
    DtrBulkService,
    DtrMonthsService,
    DtrPunchPolicies,
    DtrPunchedDays,
    DtrResolver,
    ScholarTrainingResolver,
  ],
  // The demo seed records and confirms days through the real services; punches fill days through them.
  exports: [DtrDaysService, DtrReviewService, DtrBulkService, DtrPunchedDays],
})
export class DtrModule {}
