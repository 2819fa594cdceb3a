import { Controller, Get } from '@nestjs/common';
import type { SignedInUser } from '../auth/access-tokens.js';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { DashboardsService } from './dashboards.service.js';

/** REST facade of the dashboards (`/api/dashboards/hr`, `/api/dashboards/office`). */
@Controller('dashboards')
export class DashboardsController {
  constructor(private readonly dashboards: DashboardsService) {}

  @Roles('hr', 'admin')
  @Get('hr')
  hr() {
    return this.dashboards.hr();
  }

  @Roles('office')
  @Get('office')
  office(@CurrentUser() current: SignedInUser) {
    return this.dashboards.office(current.user);
  }
}
