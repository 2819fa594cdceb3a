import { CalendarModule } from '../calendar/calendar.module.js';
import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { GradesController } from './grades.controller.js';
import { GradesRepository } from './grades.repository.js';
import { GradesResolver } from './grades.resolver.js';
import { GradesService } from './grades.service.js';

/** Grade reports (A§2.3 Grades Upload, saved): OCR in the browser, rows and slip kept here. */
@Module({
  imports: [CalendarModule, FilesModule],
  controllers: [GradesController],
  providers: [GradesRepository, GradesService, GradesResolver],
  // Re-application review reads latestGeneralAverage; the demo seed saves through the service.
  exports: [GradesService],
})
export class GradesModule {}
