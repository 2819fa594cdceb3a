import { Injectable } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { LeaveCalendar } from '../leave/leave-calendar.js';
import type { ScholarView } from '../scholars/scholars.repository.js';
import type { User } from '../users/users.table.js';
import { DtrAccess } from './dtr-access.js';
import { checkMonth, formatMinutes, monthLabel, monthOf, monthRange } from './dtr-calendar.js';
import { DtrEntriesRepository } from './dtr-entries.repository.js';
import { DtrMonthsRepository } from './dtr-months.repository.js';
import { DtrOverviewRepository } from './dtr-overview.repository.js';
import { officeCondition } from './dtr-scope.js';
import { buildSheet, type SheetViewer } from './dtr-sheet.js';
import { CalendarService } from '../calendar/calendar.service.js';
import type { DtrMonth, OfficeDtrMonth } from './dtr.types.js';
import { expectsDuty } from './dtr-rules.js';
import { DtrPunchPolicies } from './dtr-punch-policy.js';

/** The DTR as people read it: a scholar's month (student or staff) and an office's month. */
@Injectable()
export class DtrSheetsService {
  constructor(
    private readonly access: DtrAccess,
    private readonly entries: DtrEntriesRepository,
    private readonly months: DtrMonthsRepository,
    private readonly overview: DtrOverviewRepository,
    private readonly leave: LeaveCalendar,
    private readonly calendar: CalendarService,
    private readonly punchPolicies: DtrPunchPolicies,
  ) {}

  /** The student's month (this month by default); null while they are not deployed. */
  async mine(user: User, month?: string): Promise<DtrMonth | null> {
    requireAccess(user, 'myDtrMonth');
    const scholar = await this.access.ownIfAny(user);
    if (!scholar) return null;
    return this.sheet(scholar, this.monthOrCurrent(month), 'student');
  }

  /** The student's month to download (REST); NOT_FOUND while they are not deployed. */
  async myExport(user: User, month: string): Promise<DtrMonth> {
    requireAccess(user, 'exportMyDtrMonth');
    return this.sheet(await this.access.own(user), month, 'student');
  }

  /**
   * A scholar's month for staff of the scholar's office, or HR; out of scope
   * is "not found". Read and downloaded alike.
   */
  async ofScholar(viewer: User, scholarId: string, month?: string): Promise<DtrMonth> {
    requireAccess(viewer, 'dtrMonth');
    const scholar = await this.access.scholar(viewer, scholarId);
    return this.sheet(scholar, this.monthOrCurrent(month), 'office');
  }

  /**
   * One row per scholar in scope deployed during the month (an office's, or
   * every one for HR). Read and downloaded alike.
   */
  async office(viewer: User, month?: string, officeId?: string): Promise<OfficeDtrMonth> {
    requireAccess(viewer, 'officeDtrMonth');
    const checked = this.monthOrCurrent(month);
    const which = officeCondition(viewer, officeId, true);
    const range = monthRange(checked);
    const rows = await this.overview.officeMonth(which, checked, range);
    const [leave, calendar] = await Promise.all([
      this.leave.approvedDays(
        rows.map((row) => row.scholarId),
        range,
      ),
      this.calendar.current(),
    ]);
    // Days of leave that would have been duty, as the scholar's sheet counts them.
    const leaveDays = (scholarId: string, officeId: string) =>
      [...(leave.get(scholarId) ?? [])].filter((date) =>
        expectsDuty(date, calendar.nonWorkingDay(date, officeId)),
      ).length;
    return {
      month: checked,
      label: monthLabel(checked),
      rows: rows.map(({ firstName, lastName, officeId, ...row }) => ({
        ...row,
        name: `${firstName} ${lastName}`,
        leaveDays: leaveDays(row.scholarId, officeId),
        totalHours: formatMinutes(row.workedMinutes),
        late: formatMinutes(row.lateMinutes),
        undertime: formatMinutes(row.undertimeMinutes),
      })),
    };
  }

  async sheet(scholar: ScholarView, month: string, viewer: SheetViewer): Promise<DtrMonth> {
    const range = monthRange(month);
    const [entries, monthRow, leave, calendar, punchPolicy] = await Promise.all([
      this.entries.daysOf(scholar.id, range),
      this.months.find(scholar.id, month),
      this.leave.approvedDays([scholar.id], range),
      this.calendar.current(),
      this.punchPolicies.of(scholar.officeId),
    ]);
    const history = monthRow ? await this.months.history.list(monthRow.id) : [];
    return buildSheet({
      scholar,
      month,
      entries,
      monthRow,
      history,
      viewer,
      today: this.access.today(),
      leaveDays: leave.get(scholar.id),
      calendar,
      punchPolicy,
    });
  }

  private monthOrCurrent(month: string | undefined): string {
    return month === undefined || month === '' ? monthOf(this.access.today()) : checkMonth(month);
  }
}
