import { addDays, todayIn, zonedToUtc } from '../../common/university-time.js';
import { Injectable } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { Clock } from '../../common/clock.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { applicationStatus } from '../applications/applications.table.js';
import type { User } from '../users/users.table.js';
import { daysOf, instantsOf, monthToDate, resolveRange, type DayRange } from './analytics-range.js';
import { AnalyticsRepository, type DayCounts } from './analytics.repository.js';
import { daysWithEve, fillDays, stockAtEndOf, sumOver } from './analytics-series.js';
import type {
  AnalyticsKpi,
  AnalyticsSummary,
  DailyApplications,
  LabelCount,
  PipelineCount,
  ScholarBreakdown,
} from './analytics.types.js';

export interface RangeInput {
  start?: string | null;
  end?: string | null;
}

const PROGRAM_LABELS: Record<string, string> = {
  student_assistant: 'Student Assistant',
  student_marshal: 'Student Marshal',
};
const GENDER_ORDER = ['Male', 'Female'];
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A stock KPI: the value at the end of the range, against the end of the day before it. */
function stockKpi(series: number[]): AnalyticsKpi {
  const [eve = 0, ...sparkline] = series;
  const value = sparkline.at(-1) ?? eve;
  return { value, previous: eve, delta: value - eve, sparkline };
}

/**
 * HR Analytics (A§2.5, A§3 Analytics) from the database: every figure is an
 * aggregate over the rows behind it, per calendar day in the university's
 * time zone. Callers are hr/admin: the guard checks, and each method again (requireAccess).
 */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly analytics: AnalyticsRepository,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  private get timeZone() {
    return this.config.timeZone;
  }

  /** The checked range (default: the last 14 days); BAD_USER_INPUT on start or end. */
  range(input: RangeInput): DayRange {
    return resolveRange(input, todayIn(this.timeZone, this.clock.now()));
  }

  /** Active scholars by gender and by programme: the HR dashboard's donuts and the analytics charts. */
  async activeScholarBreakdown(viewer: User): Promise<ScholarBreakdown> {
    requireAccess(viewer, 'activeScholarBreakdown');
    const [genders, programs] = await Promise.all([
      this.analytics.activeByGender(),
      this.analytics.activeByProgram(),
    ]);
    const rank = (label: string) => {
      const index = GENDER_ORDER.indexOf(label);
      return index === -1 ? GENDER_ORDER.length : index;
    };
    const gender: LabelCount[] = [
      ...GENDER_ORDER.filter((label) => !genders.some((row) => row.label === label)).map(
        (label) => ({ label, count: 0 }),
      ),
      ...genders.map((row) => ({ label: row.label, count: Number(row.count) })),
    ].sort((a, b) => rank(a.label) - rank(b.label) || a.label.localeCompare(b.label));
    const scholarship = Object.entries(PROGRAM_LABELS).map(([program, label]) => ({
      label,
      count: Number(programs.find((row) => row.program === program)?.count ?? 0),
    }));
    return { gender, scholarship };
  }

  async applicationsDaily(viewer: User, input: RangeInput): Promise<DailyApplications[]> {
    requireAccess(viewer, 'applicationsDaily');
    const range = this.range(input);
    const counts = await this.analytics.applicationsPerDay(
      instantsOf(range, this.timeZone),
      this.timeZone,
    );
    return daysOf(range).map((date) => ({ date, applications: counts.get(date) ?? 0 }));
  }

  /** Every status, in pipeline order, with the applications submitted in the range now in it. */
  async pipeline(viewer: User, input: RangeInput): Promise<PipelineCount[]> {
    requireAccess(viewer, 'applicationsPipeline');
    const counts = await this.analytics.pipeline(instantsOf(this.range(input), this.timeZone));
    return applicationStatus.enumValues.map((status) => ({
      status,
      count: counts.get(status) ?? 0,
    }));
  }

  async summary(viewer: User, input: RangeInput): Promise<AnalyticsSummary> {
    requireAccess(viewer, 'analyticsSummary');
    const range = this.range(input);
    const days = daysOf(range);
    const period = instantsOf(range, this.timeZone);
    const month = monthToDate(range.end);
    const flows: DayRange = {
      start: [range.start, month.previous.start].sort()[0]!,
      end: [range.end, month.current.end].sort()[1]!,
    };
    // Stocks are rebuilt backwards from now, through every change since the eve of the range.
    const since = zonedToUtc(range.start, '00:00', this.timeZone);
    const [
      applications,
      newStudents,
      leaveRequests,
      pendingApplications,
      pendingLeaves,
      activeStudents,
      avgDecisionDays,
      stages,
    ] = await Promise.all([
      this.analytics.applicationsPerDay(period, this.timeZone),
      this.analytics.newStudentsPerDay(instantsOf(flows, this.timeZone), this.timeZone),
      this.analytics.leaveRequestsPerDay(period, this.timeZone),
      this.pendingSeries(range, since, 'applications'),
      this.pendingSeries(range, since, 'leaves'),
      this.activeSeries(range, since),
      this.analytics.avgDecisionDays(period),
      this.analytics.stageDurations(period),
    ]);
    const newThisMonth = sumOver(month.current, newStudents);
    const newLastMonth = sumOver(month.previous, newStudents);
    return {
      ...range,
      activeStudents: stockKpi(activeStudents),
      newThisMonth: {
        value: newThisMonth,
        previous: newLastMonth,
        delta: newThisMonth - newLastMonth,
        sparkline: fillDays(days, newStudents),
      },
      pendingApplications: stockKpi(pendingApplications),
      pendingLeaves: stockKpi(pendingLeaves),
      avgDecisionDays: avgDecisionDays === null ? null : oneDecimal(avgDecisionDays),
      stageDurations: applicationStatus.enumValues.flatMap((status) => {
        const stage = stages.find((row) => row.status === status);
        return stage
          ? [{ status, medianDays: oneDecimal(Number(stage.days)), count: Number(stage.count) }]
          : [];
      }),
      sparklineApplications: fillDays(days, applications),
      sparklineNewUsers: fillDays(days, newStudents),
      sparklineLeaveRequests: fillDays(days, leaveRequests),
    };
  }

  /** Pending at the end of the eve of the range and of each of its days. */
  private async pendingSeries(range: DayRange, since: Date, of: 'applications' | 'leaves') {
    const [now, net]: [number, DayCounts] = await Promise.all(
      of === 'applications'
        ? [
            this.analytics.pendingApplicationsNow(),
            this.analytics.pendingApplicationsNet(since, this.timeZone),
          ]
        : [
            this.analytics.pendingLeavesNow(),
            this.analytics.pendingLeavesNet(since, this.timeZone),
          ],
    );
    return stockAtEndOf(daysWithEve(range), now, net);
  }

  /** Active scholars at the end of the eve of the range and of each of its days. */
  private activeSeries(range: DayRange, since: Date): Promise<number[]> {
    return this.analytics.activeScholarsPerDay(
      addDays(range.start, -1),
      range.end,
      since,
      this.timeZone,
    );
  }
}
