import { CalendarModule } from '../calendar/calendar.module.js';
import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { UsersModule } from '../users/users.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { ScheduleNotices } from './schedule-notices.js';
import { SchedulesController } from './schedules.controller.js';
import { SchedulesRepository } from './schedules.repository.js';
import { SchedulesResolver } from './schedules.resolver.js';
import { SchedulesService } from './schedules.service.js';

/** Class schedules (A§2.3 Upload Schedule): a PDF per student and term, read by their office and HR. */
@Module({
  imports: [CalendarModule, FilesModule, UsersModule, WorkflowModule],
  controllers: [SchedulesController],
  providers: [SchedulesRepository, ScheduleNotices, SchedulesService, SchedulesResolver],
  // The demo seed uploads through the service.
  exports: [SchedulesService],
})
export class SchedulesModule {}
