import { CalendarModule } from '../calendar/calendar.module.js';
import { Module } from '@nestjs/common';
import { MasterListController } from './master-list.controller.js';
import { MasterListRepository } from './master-list.repository.js';
import { MasterListResolver } from './master-list.resolver.js';
import { MasterListService } from './master-list.service.js';

/** HR's scholars master list (issue #12): a read-only report over other domains' tables. */
@Module({
  imports: [CalendarModule],
  controllers: [MasterListController],
  providers: [MasterListRepository, MasterListService, MasterListResolver],
})
export class MasterListModule {}
