import { Query, Resolver } from '@nestjs/graphql';
import type { SignedInUser } from '../auth/access-tokens.js';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { DashboardsService } from './dashboards.service.js';
import { HrDashboard, OfficeDashboard } from './dashboards.types.js';

@Resolver()
export class DashboardsResolver {
  constructor(private readonly dashboards: DashboardsService) {}

  @Roles('hr', 'admin')
  @Query(() => HrDashboard, { description: 'The HR dashboard’s stat cards (HR and admin).' })
  hrDashboard(): Promise<HrDashboard> {
    return this.dashboards.hr();
  }

  @Roles('office')
  @Query(() => OfficeDashboard, { description: 'The office dashboard of the viewer’s own office.' })
  officeDashboard(@CurrentUser() current: SignedInUser): Promise<OfficeDashboard> {
    return this.dashboards.office(current.user);
  }
}
