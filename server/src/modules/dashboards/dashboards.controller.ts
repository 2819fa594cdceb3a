import { Controller, Get } from '@nestjs/common';
import { DashboardsService } from './dashboards.service.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

/** REST facade of the dashboards (`/api/dashboards/hr`, `/api/dashboards/office`). */
@Controller('dashboards')
export class DashboardsController {
  constructor(private readonly dashboards: DashboardsService) {}

  @Access('hrDashboard')
  @Get('hr')
  hr(@CurrentUser() current: SignedInUser) {
    return this.dashboards.hr(current.user);
  }

  @Access('officeDashboard')
  @Get('office')
  office(@CurrentUser() current: SignedInUser) {
    return this.dashboards.office(current.user);
  }
}
