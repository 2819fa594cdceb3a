import { Query, Resolver } from '@nestjs/graphql';
import { DashboardsService } from './dashboards.service.js';
import { HrDashboard, OfficeDashboard } from './dashboards.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

@Resolver()
export class DashboardsResolver {
  constructor(private readonly dashboards: DashboardsService) {}

  @Access('hrDashboard')
  @Query(() => HrDashboard, { description: 'The HR dashboard’s stat cards (HR and admin).' })
  hrDashboard(@CurrentUser() current: SignedInUser): Promise<HrDashboard> {
    return this.dashboards.hr(current.user);
  }

  @Access('officeDashboard')
  @Query(() => OfficeDashboard, { description: 'The office dashboard of the viewer’s own office.' })
  officeDashboard(@CurrentUser() current: SignedInUser): Promise<OfficeDashboard> {
    return this.dashboards.office(current.user);
  }
}
