import { Injectable } from '@nestjs/common';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DbContext } from '../../db/db-context.js';
import { closedFromMinute } from '../calendar/calendar.repository.js';
import { onApprovedLeave } from '../leave/leave.repository.js';
import { offices } from '../offices/offices.table.js';
import { scholars, type ScholarStage, type ScholarStatus } from '../scholars/scholars.table.js';
import { users } from '../users/users.table.js';
import type { DateRange } from './dtr-calendar.js';
import { deployedDuring } from './dtr-scope.js';
import { dtrEntries, dtrMonths, type DtrMonthStatus } from './dtr.table.js';

export interface OfficeMonthRow {
  scholarId: string;
  firstName: string;
  lastName: string;
  email: string;
  officeId: string;
  officeName: string;
  stage: ScholarStage;
  scholarStatus: ScholarStatus;
  monthStatus: DtrMonthStatus;
  daysRecorded: number;
  confirmedDays: number;
  unconfirmedDays: number;
  excusedDays: number;
  workedMinutes: number;
  confirmedMinutes: number;
  lateMinutes: number;
  undertimeMinutes: number;
}

/** Minutes since midnight of an HH:MM column (the CHECK constraints guarantee the shape). */
const minutesOf = (time: SQL) =>
  sql`(substr(${time}, 1, 2)::int * 60 + substr(${time}, 4, 2)::int)`;

const e = dtrEntries;
const firstIn = sql`coalesce(${e.in1}, ${e.in2})`;
/** dtr-rules' duty day: Monday to Saturday, not excused and not on approved leave. */
const countsDuty = sql`${e.excusedReason} IS NULL AND extract(dow from ${e.workDate}) <> 0
  AND NOT ${onApprovedLeave(e.scholarId, e.workDate)}`;
// The same late and undertime as dtr-rules.ts (lateMinutes, undertimeMinutes), in SQL so
// the office month stays one aggregate query; dtr-office.test.ts checks they agree.
const dutyStart = minutesOf(sql`${scholars.dutyStart}`);
const closedFrom = closedFromMinute(scholars.officeId, e.workDate);
/** dtr-rules' dutyMinutes: the duty hours, up to the time the university closed the office. */
const duty = sql`least(${scholars.dutyHoursPerDay} * 60,
  greatest(0, coalesce(${closedFrom} - ${dutyStart}, ${scholars.dutyHoursPerDay} * 60)))`;
const late = sql`CASE WHEN ${countsDuty} AND ${firstIn} IS NOT NULL AND ${duty} > 0
  THEN greatest(0, ${minutesOf(firstIn)} - ${dutyStart}) ELSE 0 END`;
const undertime = sql`CASE WHEN ${countsDuty} AND ${firstIn} IS NOT NULL
  THEN greatest(0, ${duty} - ${e.workedMinutes}) ELSE 0 END`;

@Injectable()
export class DtrOverviewRepository {
  constructor(private readonly context: DbContext) {}

  /** Active scholars deployed on `date` to one of `officeIds` (every office when null). */
  deployedOn(date: string, officeIds: string[] | null) {
    return this.context.db
      .select({ scholarId: scholars.id, userId: scholars.userId })
      .from(scholars)
      .where(
        and(
          eq(scholars.status, 'active'),
          officeIds ? inArray(scholars.officeId, officeIds) : undefined,
          sql`${scholars.startedOn} <= ${date} AND (${scholars.endedOn} IS NULL OR ${scholars.endedOn} >= ${date})`,
        ),
      );
  }

  /**
   * One row per scholar in `which` deployed during the month, with the
   * month's figures: one query, each scholar's days read through the unique
   * (scholar_id, work_date) index by a lateral aggregate.
   */
  async officeMonth(which: SQL | undefined, month: string, range: DateRange) {
    const figures = this.context.db
      .select({
        daysRecorded: sql<number>`count(*) filter (where ${e.workedMinutes} > 0)::int`.as('days'),
        confirmedDays:
          sql<number>`count(*) filter (where ${e.workedMinutes} > 0 and ${e.status} = 'confirmed')::int`.as(
            'confirmed_days',
          ),
        unconfirmedDays:
          sql<number>`count(*) filter (where ${e.workedMinutes} > 0 and ${e.status} = 'unconfirmed')::int`.as(
            'unconfirmed_days',
          ),
        excusedDays: sql<number>`count(${e.excusedReason})::int`.as('excused_days'),
        workedMinutes: sql<number>`coalesce(sum(${e.workedMinutes}), 0)::int`.as('worked'),
        confirmedMinutes:
          sql<number>`coalesce(sum(${e.workedMinutes}) filter (where ${e.status} = 'confirmed'), 0)::int`.as(
            'confirmed',
          ),
        lateMinutes: sql<number>`coalesce(sum(${late}), 0)::int`.as('late'),
        undertimeMinutes: sql<number>`coalesce(sum(${undertime}), 0)::int`.as('undertime'),
      })
      .from(e)
      .where(
        and(
          eq(e.scholarId, scholars.id),
          sql`${e.workDate} >= ${range.from}`,
          sql`${e.workDate} < ${range.until}`,
        ),
      )
      .as('figures');

    const rows = await this.context.db
      .select({
        scholarId: scholars.id,
        firstName: users.firstname,
        lastName: users.lastname,
        email: users.email,
        officeId: scholars.officeId,
        officeName: offices.name,
        stage: scholars.stage,
        scholarStatus: scholars.status,
        monthStatus: sql<DtrMonthStatus>`coalesce(${dtrMonths.status}, 'draft')`,
        daysRecorded: figures.daysRecorded,
        confirmedDays: figures.confirmedDays,
        unconfirmedDays: figures.unconfirmedDays,
        excusedDays: figures.excusedDays,
        workedMinutes: figures.workedMinutes,
        confirmedMinutes: figures.confirmedMinutes,
        lateMinutes: figures.lateMinutes,
        undertimeMinutes: figures.undertimeMinutes,
      })
      .from(scholars)
      .innerJoin(users, eq(users.id, scholars.userId))
      .innerJoin(offices, eq(offices.id, scholars.officeId))
      .leftJoin(dtrMonths, and(eq(dtrMonths.scholarId, scholars.id), eq(dtrMonths.month, month)))
      .leftJoinLateral(figures, sql`true`)
      .where(and(which, deployedDuring(range)))
      .orderBy(users.lastname, users.firstname, scholars.id);
    return rows as OfficeMonthRow[];
  }
}
