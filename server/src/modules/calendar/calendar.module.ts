import { Module } from '@nestjs/common';
import { OfficesModule } from '../offices/offices.module.js';
import { CalendarController } from './calendar.controller.js';
import { CalendarRepository } from './calendar.repository.js';
import { CalendarResolver } from './calendar.resolver.js';
import { CalendarService } from './calendar.service.js';

@Module({
  imports: [OfficesModule],
  controllers: [CalendarController],
  providers: [CalendarRepository, CalendarService, CalendarResolver],
  exports: [CalendarService],
})
export class CalendarModule {}
