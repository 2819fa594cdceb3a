import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { AcademicTerm } from '../../common/academic-term.js';
import { DbContext } from '../../db/db-context.js';
import { applications } from '../applications/applications.table.js';
import { dtrEntries } from '../dtr/dtr.table.js';
import { evaluations } from '../evaluations/evaluations.table.js';
import { leaveRequests } from '../leave/leave.table.js';
import { offices } from '../offices/offices.table.js';
import { scholars } from '../scholars/scholars.table.js';
import { users } from '../users/users.table.js';

export interface HrFigures {
  totalUsers: number;
  pendingReviews: number;
  offices: number;
  /** Mean of this term's evaluation scores, each to one decimal; null when none has a score. */
  satisfaction: number | null;
  scoredEvaluations: number;
}

export interface OfficeFigures {
  officeName: string | null;
  activeScholars: number;
  activeTrainees: number;
  dtrDaysAwaitingConfirmation: number;
  pendingLeaveRequests: number;
  evaluationsDue: number;
}

/** Both drivers (node-postgres, PGlite) answer `execute` with `{ rows }`. */
type Rows<T> = { rows: T[] };

/** A scholar still deployed and active (the office's current trainees and scholars). */
const activeNow = sql`${scholars.endedOn} IS NULL AND ${scholars.status} = 'active'`;

/**
 * One evaluation's score as HR sees it (evaluation-score.ts scoreOf): the
 * mean of its rated criteria to one decimal, NULL when nothing is rated.
 */
const evaluationScore = sql`(SELECT round(avg((item->>'rating')::numeric), 1)
  FROM jsonb_array_elements(${evaluations.items}) AS item WHERE item->>'rating' IS NOT NULL)`;

/**
 * The dashboards' figures (F§2, A§2.4, A§2.5), read from other domains'
 * tables with plain aggregates: one statement, one round trip per dashboard.
 */
@Injectable()
export class DashboardsRepository {
  constructor(private readonly context: DbContext) {}

  async hrFigures(term: AcademicTerm): Promise<HrFigures> {
    // MATERIALIZED: each evaluation's jsonb is scored once, not once per aggregate.
    const result = (await this.context.db.execute(sql`WITH scored AS MATERIALIZED (
        SELECT ${evaluationScore} AS score FROM ${evaluations}
        WHERE ${evaluations.term} = ${term.term}
          AND ${evaluations.academicYear} = ${term.academicYear})
      SELECT
        (SELECT count(*)::int FROM ${users}) AS "totalUsers",
        (SELECT count(*)::int FROM ${applications}
          WHERE ${applications.status} IN ('pending', 'under_review')) AS "pendingReviews",
        (SELECT count(*)::int FROM ${offices}) AS "offices",
        round(avg(score), 1)::float8 AS "satisfaction",
        count(score)::int AS "scoredEvaluations"
      FROM scored`)) as unknown as Rows<HrFigures>;
    return result.rows[0]!;
  }

  async officeFigures(officeId: string, term: AcademicTerm): Promise<OfficeFigures> {
    const result = (await this.context.db.execute(sql`SELECT
      (SELECT ${offices.name} FROM ${offices} WHERE ${offices.id} = ${officeId}) AS "officeName",
      (SELECT count(*)::int FROM ${scholars} WHERE ${scholars.officeId} = ${officeId}
        AND ${activeNow} AND ${scholars.stage} = 'scholar') AS "activeScholars",
      (SELECT count(*)::int FROM ${scholars} WHERE ${scholars.officeId} = ${officeId}
        AND ${activeNow} AND ${scholars.stage} = 'trainee') AS "activeTrainees",
      (SELECT count(*)::int FROM ${dtrEntries}
        JOIN ${scholars} ON ${scholars.id} = ${dtrEntries.scholarId}
        WHERE ${scholars.officeId} = ${officeId} AND ${dtrEntries.status} = 'unconfirmed'
          AND ${dtrEntries.workedMinutes} > 0) AS "dtrDaysAwaitingConfirmation",
      (SELECT count(*)::int FROM ${leaveRequests}
        JOIN ${scholars} ON ${scholars.id} = ${leaveRequests.scholarId}
        WHERE ${scholars.officeId} = ${officeId}
          AND ${leaveRequests.status} = 'pending') AS "pendingLeaveRequests",
      (SELECT count(*)::int FROM ${scholars} WHERE ${scholars.officeId} = ${officeId} AND ${activeNow}
        AND NOT EXISTS (SELECT 1 FROM ${evaluations}
          WHERE ${evaluations.scholarId} = ${scholars.id} AND ${evaluations.officeId} = ${officeId}
            AND ${evaluations.term} = ${term.term}
            AND ${evaluations.academicYear} = ${term.academicYear})) AS "evaluationsDue"`)) as unknown as Rows<OfficeFigures>;
    return result.rows[0]!;
  }
}
