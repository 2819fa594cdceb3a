import { Injectable } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { termLabel, type AcademicTerm } from '../../common/academic-term.js';
import { Clock } from '../../common/clock.js';
import { scopeFor } from '../../common/scope.js';
import type { User } from '../users/users.table.js';
import { DashboardsRepository } from './dashboards.repository.js';
import type { DashboardTerm, HrDashboard, OfficeDashboard } from './dashboards.types.js';
import { CalendarService } from '../calendar/calendar.service.js';

const NO_OFFICE = {
  officeName: null,
  activeScholars: 0,
  activeTrainees: 0,
  dtrDaysAwaitingConfirmation: 0,
  pendingLeaveRequests: 0,
  evaluationsDue: 0,
};

/**
 * The HR and office dashboards (F§2, A§2.4, A§2.5): every figure counted
 * from the database on each call; office staff get their own office's only
 * (`scopeFor`). Roles are checked by the guard, and again here (requireAccess).
 */
@Injectable()
export class DashboardsService {
  constructor(
    private readonly dashboards: DashboardsRepository,
    private readonly clock: Clock,
    private readonly calendar: CalendarService,
  ) {}

  async hr(viewer: User): Promise<HrDashboard> {
    requireAccess(viewer, 'hrDashboard');
    const term = await this.currentTerm();
    return { ...(await this.dashboards.hrFigures(term)), term };
  }

  async office(viewer: User): Promise<OfficeDashboard> {
    requireAccess(viewer, 'officeDashboard');
    const term = await this.currentTerm();
    const scope = scopeFor(viewer);
    // An office account without an office sees nothing (common/scope.ts).
    if (scope.kind !== 'office' || scope.officeId === null) return { ...NO_OFFICE, term };
    return { ...(await this.dashboards.officeFigures(scope.officeId, term)), term };
  }

  /** The evaluations' rule: the term today falls in, in the university's time zone. */
  private async currentTerm(): Promise<DashboardTerm & AcademicTerm> {
    const term = await this.calendar.currentTerm(this.clock.now());
    return { ...term, label: termLabel(term) };
  }
}
