import { Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import type { AcademicTerm, EvaluationTermValue } from '../../common/academic-term.js';
import { DbContext } from '../../db/db-context.js';
import { applications } from '../applications/applications.table.js';
import { dtrEntries } from '../dtr/dtr.table.js';
import type { EvaluationItemValue } from '../evaluations/evaluation-score.js';
import { evaluations } from '../evaluations/evaluations.table.js';
import { offices } from '../offices/offices.table.js';
import {
  scholarAssignments,
  scholars,
  type ScholarStage,
  type ScholarStatus,
} from '../scholars/scholars.table.js';
import { servicePeriods } from '../terms/terms.table.js';
import { users } from '../users/users.table.js';
import { type ApplicationPosition } from '../positions/position.table.js';

/** What narrows the master list; the term is always set (the service defaults it). */
export interface MasterListQuery {
  officeId?: string;
  program?: ApplicationPosition;
  status?: ScholarStatus;
  term: AcademicTerm;
  /** The term's first and last day (YYYY-MM-DD). */
  from: string;
  to: string;
  /** The day months in service are counted to: today, or the term's last day if earlier. */
  asOf: string;
}

/** One deployment as the master list reads it, before the score is worked out. */
export interface MasterListDbRow {
  scholarId: string;
  firstName: string;
  lastName: string;
  email: string;
  officeId: string;
  officeName: string;
  program: ApplicationPosition;
  stage: ScholarStage;
  status: ScholarStatus;
  startedOn: string;
  endedOn: string | null;
  gender: string | null;
  daysInService: number;
  termsServed: number;
  yearsServed: number;
  confirmedMinutes: number;
  latestItems: EvaluationItemValue[] | null;
  latestTerm: EvaluationTermValue | null;
  latestAcademicYear: string | null;
}

/** One cell of the summary: how many deployments share this office, program and gender. */
export interface MasterListGroup {
  officeId: string;
  officeName: string;
  program: ApplicationPosition;
  gender: string | null;
  count: number;
}

type Rows<T> = { rows: T[] };

const s = scholars;

/** Deployments matching the filters that overlap the term (an end date is the last day served). */
function matching(query: MasterListQuery): SQL {
  const conditions = [
    sql`${s.startedOn} <= ${query.to}::date`,
    sql`(${s.endedOn} IS NULL OR ${s.endedOn} >= ${query.from}::date)`,
  ];
  if (query.officeId) conditions.push(sql`${s.officeId} = ${query.officeId}`);
  if (query.program) conditions.push(sql`${s.program} = ${query.program}`);
  if (query.status) conditions.push(sql`${s.status} = ${query.status}`);
  return sql.join(conditions, sql` AND `);
}

/**
 * Days served up to `asOf` (inclusive), summed over the deployment history:
 * an assignment runs from its first day up to the day the next one starts
 * (its to_date, exclusive), so a reassignment counts each day once. A
 * deployment without assignment rows counts from its start to its end.
 */
const daysInService = (asOf: string) => sql`coalesce(
  (SELECT sum(greatest(0, least(coalesce(${scholarAssignments.toDate}, ${asOf}::date + 1),
      ${asOf}::date + 1) - ${scholarAssignments.fromDate}))::int
    FROM ${scholarAssignments} WHERE ${scholarAssignments.scholarId} = ${s.id}),
  greatest(0, least(coalesce(${s.endedOn} + 1, ${asOf}::date + 1), ${asOf}::date + 1) - ${s.startedOn}))`;

/**
 * The master list's own reads: one statement per page (the page's ids first,
 * then each scholar's hours, service and latest evaluation by lateral reads
 * over their indexes), one aggregate for the summary.
 */
@Injectable()
export class MasterListRepository {
  constructor(private readonly context: DbContext) {}

  /** A page of deployments by surname, with how many match in all (0 rows past the end). */
  async page(
    query: MasterListQuery,
    offset: number,
    limit: number,
  ): Promise<{ rows: MasterListDbRow[]; total: number }> {
    const result = (await this.context.db.execute(
      this.rowsSql(query, sql`LIMIT ${limit} OFFSET ${offset}`),
    )) as unknown as Rows<MasterListDbRow & { total: number }>;
    const rows = result.rows.map(({ total: _total, ...row }) => row);
    const total = result.rows[0]?.total ?? (offset > 0 ? await this.count(query) : 0);
    return { rows, total };
  }

  /** Every matching deployment (the CSV and the PDF), up to `max`. */
  async all(query: MasterListQuery, max: number): Promise<MasterListDbRow[]> {
    const result = (await this.context.db.execute(
      this.rowsSql(query, sql`LIMIT ${max}`),
    )) as unknown as Rows<MasterListDbRow & { total: number }>;
    return result.rows.map(({ total: _total, ...row }) => row);
  }

  async groups(query: MasterListQuery): Promise<MasterListGroup[]> {
    const result = (await this.context.db.execute(sql`
      SELECT ${s.officeId} AS "officeId", ${offices.name} AS "officeName", ${s.program} AS "program",
        ${applications.gender} AS "gender", count(*)::int AS "count"
      FROM ${s}
      JOIN ${offices} ON ${offices.id} = ${s.officeId}
      LEFT JOIN ${applications} ON ${applications.id} = ${s.applicationId}
      WHERE ${matching(query)}
      GROUP BY ${s.officeId}, ${offices.name}, ${s.program}, ${applications.gender}
      ORDER BY ${offices.name}, ${s.program}`)) as unknown as Rows<MasterListGroup>;
    return result.rows;
  }

  private async count(query: MasterListQuery): Promise<number> {
    const result = (await this.context.db.execute(
      sql`SELECT count(*)::int AS "total" FROM ${s} WHERE ${matching(query)}`,
    )) as unknown as Rows<{ total: number }>;
    return result.rows[0]?.total ?? 0;
  }

  private rowsSql(query: MasterListQuery, window: SQL): SQL {
    const { term, academicYear } = query.term;
    // The page is chosen on the scholars and users alone; the figures are read for its rows only.
    return sql`
      WITH page AS (
        SELECT ${s.id} AS id, count(*) OVER ()::int AS total
        FROM ${s} JOIN ${users} ON ${users.id} = ${s.userId}
        WHERE ${matching(query)}
        ORDER BY ${users.lastname}, ${users.firstname}, ${s.id}
        ${window}
      )
      SELECT ${s.id} AS "scholarId", ${users.firstname} AS "firstName",
        ${users.lastname} AS "lastName", ${users.email} AS "email",
        ${s.officeId} AS "officeId", ${offices.name} AS "officeName", ${s.program} AS "program",
        ${s.stage} AS "stage", ${s.status} AS "status", ${s.startedOn}::text AS "startedOn",
        ${s.endedOn}::text AS "endedOn", ${applications.gender} AS "gender",
        ${daysInService(query.asOf)} AS "daysInService",
        ${s.importedTerms} + service.terms AS "termsServed",
        service.years + (${s.importedTerms} + 1) / 2 AS "yearsServed",
        hours.minutes AS "confirmedMinutes", latest.items AS "latestItems",
        latest.term AS "latestTerm", latest.academic_year AS "latestAcademicYear", page.total AS "total"
      FROM page
      JOIN ${s} ON ${s.id} = page.id
      JOIN ${users} ON ${users.id} = ${s.userId}
      JOIN ${offices} ON ${offices.id} = ${s.officeId}
      LEFT JOIN ${applications} ON ${applications.id} = ${s.applicationId}
      LEFT JOIN LATERAL (
        SELECT coalesce(sum(${dtrEntries.workedMinutes}), 0)::int AS minutes FROM ${dtrEntries}
        WHERE ${dtrEntries.scholarId} = ${s.id} AND ${dtrEntries.status} = 'confirmed'
          AND ${dtrEntries.workDate} BETWEEN ${query.from}::date AND ${query.to}::date
      ) hours ON true
      LEFT JOIN LATERAL (
        SELECT count(*)::int AS terms, count(DISTINCT ${servicePeriods.academicYear})::int AS years
        FROM ${servicePeriods} WHERE ${servicePeriods.scholarId} = ${s.id}
      ) service ON true
      LEFT JOIN LATERAL (
        SELECT ${evaluations.items} AS items, ${evaluations.term} AS term,
          ${evaluations.academicYear} AS academic_year
        FROM ${evaluations}
        WHERE ${evaluations.scholarId} = ${s.id}
          AND (${evaluations.academicYear} < ${academicYear}
            OR (${evaluations.academicYear} = ${academicYear}
              AND ${evaluations.term} <= ${term}::evaluation_term))
        ORDER BY ${evaluations.academicYear} DESC, ${evaluations.term} DESC,
          ${evaluations.submittedAt} DESC
        LIMIT 1
      ) latest ON true
      ORDER BY ${users.lastname}, ${users.firstname}, ${s.id}`;
  }
}
