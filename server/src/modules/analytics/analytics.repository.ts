import { Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import { DbContext } from '../../db/db-context.js';
import { applicationStatus } from '../applications/applications.table.js';

/** Counts keyed by calendar day (YYYY-MM-DD, university time zone). */
export type DayCounts = Map<string, number>;

/** The median days spent in `status` over the `count` stays that ended in a period. */
export interface StageDuration {
  status: string;
  days: number;
  count: number;
}

export interface Period {
  from: Date;
  until: Date;
}

/**
 * `value` per calendar day of `column` in `timeZone` over the rows of `rows` (FROM … WHERE …),
 * days as YYYY-MM-DD. Grouped on the date and formatted per group: to_char on every row
 * cost a third of a year's series.
 */
const perDay = (column: SQL, timeZone: string, value: SQL, rows: SQL) => sql`
  SELECT to_char(d, 'YYYY-MM-DD') AS day, n::int AS count FROM (
    SELECT (${column} AT TIME ZONE ${timeZone})::date AS d, ${value} AS n ${rows} GROUP BY 1
  ) AS days`;
const pendingNet = sql`sum((to_status = 'pending')::int - (from_status IS NOT DISTINCT FROM 'pending')::int)`;

/**
 * The analytics figures, each one aggregate query over the rows behind it
 * (applications, their audit trail, users, scholars, leave requests).
 */
@Injectable()
export class AnalyticsRepository {
  constructor(private readonly context: DbContext) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    const result = (await this.context.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  private async dayCounts(query: SQL): Promise<DayCounts> {
    const rows = await this.rows<{ day: string; count: number }>(query);
    return new Map(rows.map((row) => [row.day, Number(row.count)]));
  }

  /** Active scholars (deployment in force, status active) by the gender of their application. */
  activeByGender(): Promise<{ label: string; count: number }[]> {
    // One look-up by key per scholar: a join read all 50,000 applications for 5,000 scholars.
    return this.rows(sql`
      SELECT coalesce(nullif(
               (SELECT a.gender FROM applications a WHERE a.id = s.application_id), ''),
               'Not stated') AS label,
             count(*)::int AS count
      FROM scholars s WHERE s.status = 'active' AND s.ended_on IS NULL
      GROUP BY 1`);
  }

  /** Active scholars by programme (student_assistant, student_marshal). */
  activeByProgram(): Promise<{ program: string; count: number }[]> {
    return this.rows(sql`
      SELECT s.program::text AS program, count(*)::int AS count
      FROM scholars s WHERE s.status = 'active' AND s.ended_on IS NULL
      GROUP BY 1`);
  }

  applicationsPerDay(period: Period, timeZone: string): Promise<DayCounts> {
    return this.dayCounts(
      perDay(
        sql`submitted_at`,
        timeZone,
        sql`count(*)`,
        sql`FROM applications WHERE submitted_at >= ${period.from} AND submitted_at < ${period.until}`,
      ),
    );
  }

  /** Applications submitted in the period by their current status. */
  async pipeline(period: Period): Promise<Map<string, number>> {
    const rows = await this.rows<{ status: string; count: number }>(sql`
      SELECT status::text AS status, count(*)::int AS count
      FROM applications WHERE submitted_at >= ${period.from} AND submitted_at < ${period.until}
      GROUP BY 1`);
    return new Map(rows.map((row) => [row.status, Number(row.count)]));
  }

  newStudentsPerDay(period: Period, timeZone: string): Promise<DayCounts> {
    return this.dayCounts(
      perDay(
        sql`created_at`,
        timeZone,
        sql`count(*)`,
        sql`FROM users WHERE role = 'student'
              AND created_at >= ${period.from} AND created_at < ${period.until}`,
      ),
    );
  }

  leaveRequestsPerDay(period: Period, timeZone: string): Promise<DayCounts> {
    return this.dayCounts(
      perDay(
        sql`created_at`,
        timeZone,
        sql`count(*)`,
        sql`FROM leave_requests WHERE created_at >= ${period.from} AND created_at < ${period.until}`,
      ),
    );
  }

  async pendingApplicationsNow(): Promise<number> {
    const [row] = await this.rows<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM applications WHERE status = 'pending'`,
    );
    return Number(row?.count ?? 0);
  }

  /** Per day since `since`: applications that entered pending minus those that left it. */
  pendingApplicationsNet(since: Date, timeZone: string): Promise<DayCounts> {
    return this.dayCounts(
      perDay(
        sql`created_at`,
        timeZone,
        pendingNet,
        sql`FROM application_events WHERE created_at >= ${since}
              AND (to_status = 'pending' OR from_status = 'pending')`,
      ),
    );
  }

  async pendingLeavesNow(): Promise<number> {
    const [row] = await this.rows<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM leave_requests WHERE status = 'pending'`,
    );
    return Number(row?.count ?? 0);
  }

  /** Per day since `since`: leave requests that entered pending minus those that left it. */
  pendingLeavesNet(since: Date, timeZone: string): Promise<DayCounts> {
    return this.dayCounts(
      perDay(
        sql`created_at`,
        timeZone,
        pendingNet,
        sql`FROM leave_request_events WHERE created_at >= ${since}
              AND (to_status = 'pending' OR from_status = 'pending')`,
      ),
    );
  }

  /**
   * Active scholars at the end of each day from `firstDay` to `lastDay`, in order: the deployment
   * had started and not ended (an ended_on day no longer counts) and its status at the day's end
   * was active — the status left by the first change after that instant, else today's.
   * Set-based: each deployment becomes the spans of days it counted, +1 on the first, −1 on the
   * day after the last, summed day by day. A status change at an instant of local day X counts
   * from the end of X on, so a span between two changes covers [X, next X).
   * Only changes since `since` (the eve's end) are read: earlier ones do not decide any day asked.
   */
  async activeScholarsPerDay(
    firstDay: string,
    lastDay: string,
    since: Date,
    timeZone: string,
  ): Promise<number[]> {
    const rows = await this.rows<{ count: number }>(sql`
      WITH changes AS (
        SELECT scholar_id, from_value, (created_at AT TIME ZONE ${timeZone})::date AS day,
               lead((created_at AT TIME ZONE ${timeZone})::date) OVER w AS next_day,
               lead(from_value) OVER w AS next_from,
               row_number() OVER w AS n
        FROM scholar_events
        WHERE field = 'status' AND created_at >= ${since}
        WINDOW w AS (PARTITION BY scholar_id ORDER BY created_at, id)
      ), deployments AS (
        SELECT id, started_on, ended_on, status::text AS status FROM scholars
        WHERE started_on <= ${lastDay}::date AND (ended_on IS NULL OR ended_on > ${firstDay}::date)
      ), spans AS (
        SELECT d.started_on, d.ended_on, NULL::date AS from_day, NULL::date AS until_day, d.status
        FROM deployments d WHERE NOT EXISTS (SELECT 1 FROM changes c WHERE c.scholar_id = d.id)
        UNION ALL
        SELECT d.started_on, d.ended_on, NULL, c.day, c.from_value
        FROM deployments d JOIN changes c ON c.scholar_id = d.id AND c.n = 1
        UNION ALL
        SELECT d.started_on, d.ended_on, c.day, c.next_day,
               CASE WHEN c.next_day IS NULL THEN d.status ELSE c.next_from END
        FROM deployments d JOIN changes c ON c.scholar_id = d.id
      ), counted AS (
        SELECT greatest(started_on, from_day, ${firstDay}::date) AS first,
               least(ended_on, until_day, ${lastDay}::date + 1) AS after
        FROM spans WHERE status = 'active'
      ), steps AS (
        SELECT day, sum(n) AS n FROM (
          SELECT first AS day, 1 AS n FROM counted WHERE first < after
          UNION ALL SELECT after, -1 FROM counted WHERE first < after
        ) AS edges GROUP BY day
      )
      SELECT (sum(coalesce(steps.n, 0)) OVER (ORDER BY d))::int AS count
      FROM generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day') AS d
      LEFT JOIN steps ON steps.day = d::date
      ORDER BY d`);
    return rows.map((row) => Number(row.count));
  }

  /**
   * Mean days from submission to decision of the applications decided in the period. The
   * decision test is `application_events_decisions_idx`'s predicate word for word, so a year's
   * decisions come from that index alone.
   */
  async avgDecisionDays(period: Period): Promise<number | null> {
    const [row] = await this.rows<{ days: number | null }>(sql`
      SELECT (avg(extract(epoch FROM e.created_at - a.submitted_at)) / 86400)::float8 AS days
      FROM application_events e JOIN applications a ON a.id = e.application_id
      WHERE e.created_at >= ${period.from} AND e.created_at < ${period.until}
        AND e.to_status IN ('accepted', 'rejected', 'failed_interview')
        AND e.from_status IS DISTINCT FROM e.to_status`);
    return row?.days === null || row?.days === undefined ? null : Number(row.days);
  }

  /**
   * The median stay in each status over the stays that ended in the period:
   * from the transition that entered the status (the submission, for pending)
   * to the one that left it. Comments that keep the status are not stays; each
   * change carries when its stay began (`stay_started_at`), so only the changes
   * of the period are read (`application_events_stays_idx`, index-only). One
   * median per status (FILTER) over one pass: GROUP BY sorted a year's stays by
   * status before each median sorted its own again.
   */
  async stageDurations(period: Period): Promise<StageDuration[]> {
    const statuses = applicationStatus.enumValues;
    const days = sql`extract(epoch FROM created_at - stay_started_at) / 86400`;
    const [row] = await this.rows<Record<string, number | null>>(sql`
      SELECT ${sql.join(
        statuses.map(
          (status, i) => sql`
            (percentile_cont(0.5) WITHIN GROUP (ORDER BY ${days})
              FILTER (WHERE from_status = ${status}))::float8 AS ${sql.identifier(`days_${i}`)},
            count(*) FILTER (WHERE from_status = ${status})::int AS ${sql.identifier(`count_${i}`)}`,
        ),
        sql`,`,
      )}
      FROM application_events
      WHERE created_at >= ${period.from} AND created_at < ${period.until}
        AND stay_started_at IS NOT NULL`);
    return statuses.flatMap((status, i) => {
      const count = Number(row?.[`count_${i}`] ?? 0);
      return count > 0 ? [{ status, days: Number(row?.[`days_${i}`]), count }] : [];
    });
  }
}
