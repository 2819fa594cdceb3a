import { Module } from '@nestjs/common';
import { CalendarModule } from '../calendar/calendar.module.js';
import { FilesModule } from '../files/files.module.js';
import { ScholarsModule } from '../scholars/scholars.module.js';
import { UsersModule } from '../users/users.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { LeaveCalendar } from './leave-calendar.js';
import { LeaveNotices } from './leave-notices.js';
import { LeaveController } from './leave.controller.js';
import { LeaveRepository } from './leave.repository.js';
import { LeaveResolver } from './leave.resolver.js';
import { LeaveService } from './leave.service.js';

/** Leave applications (A§2.3–2.5): filed by scholars, decided by their office or HR. */
@Module({
  imports: [CalendarModule, FilesModule, ScholarsModule, UsersModule, WorkflowModule],
  controllers: [LeaveController],
  providers: [LeaveRepository, LeaveCalendar, LeaveNotices, LeaveService, LeaveResolver],
  // The DTR reads approved leave through the calendar; the demo seed files through the service.
  exports: [LeaveCalendar, LeaveService],
})
export class LeaveModule {}
