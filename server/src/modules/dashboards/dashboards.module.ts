import { CalendarModule } from '../calendar/calendar.module.js';
import { Module } from '@nestjs/common';
import { DashboardsController } from './dashboards.controller.js';
import { DashboardsRepository } from './dashboards.repository.js';
import { DashboardsResolver } from './dashboards.resolver.js';
import { DashboardsService } from './dashboards.service.js';

@Module({
  imports: [CalendarModule],
  controllers: [DashboardsController],
  providers: [DashboardsRepository, DashboardsService, DashboardsResolver],
})
export class DashboardsModule {}
