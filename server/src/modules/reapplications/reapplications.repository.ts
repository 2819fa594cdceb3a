import { Injectable } from '@nestjs/common';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EvaluationTermValue } from '../../common/academic-term.js';
import type { Scope } from '../../common/scope.js';
import type { PageWindow } from '../../common/pagination.js';
import { countUpTo } from '../../common/pagination-count.js';
import { HistoryRepository } from '../../common/history/history.repository.js';
import { DbContext } from '../../db/db-context.js';
import { updateVersioned } from '../../db/versioned-update.js';
import { dtrEntries } from '../dtr/dtr.table.js';
import type { EvaluationItemValue } from '../evaluations/evaluation-score.js';
import { evaluations } from '../evaluations/evaluations.table.js';
import { gradeReports } from '../grades/grade-reports.table.js';
import { offices } from '../offices/offices.table.js';
import { scholarsInScope } from '../scholars/scholar-scope.js';
import { scholars } from '../scholars/scholars.table.js';
import { users } from '../users/users.table.js';
import {
  reapplicationEvents,
  reapplications,
  type NewReapplicationRow,
  type ReapplicationRow,
  type ReapplicationStatus,
} from './reapplications.table.js';
import { type ApplicationPosition } from '../positions/position.table.js';

/** A re-application with its scholar: whose, which office and program, the student's name. */
export type ReapplicationView = ReapplicationRow & {
  userId: string;
  officeId: string;
  officeName: string;
  program: ApplicationPosition;
  studentFirstName: string;
  studentLastName: string;
  studentEmail: string;
  studentName: string;
  decidedByName: string | null;
};

export interface ReapplicationListFilter {
  /** Part of the student's name, the name on the form, or the ID #. */
  search?: string;
  status?: ReapplicationStatus;
  program?: ApplicationPosition;
}

/** What HR weighs beside the review form, read in one query. */
export interface ReapplicationFactsRow {
  officeName: string;
  confirmedMinutes: number;
  evaluationItems: EvaluationItemValue[] | null;
  evaluationTerm: EvaluationTermValue | null;
  evaluationAcademicYear: string | null;
  generalAverage: number | null;
  gradesTerm: EvaluationTermValue | null;
  gradesAcademicYear: string | null;
}

/** Where the form's prefill comes from (see ReapplicationsService.formDefaults). */
export interface ReapplicationFormSources {
  college: string | null;
  officeName: string;
  last: { idNumber: string; schoolDept: string | null; courseYear: string | null } | null;
}

export interface GradeReportChoice {
  id: string;
  term: EvaluationTermValue;
  academicYear: string;
  generalAverage: number | null;
  sourceFileId: string | null;
  updatedAt: Date;
}

type Rows<T> = { rows: T[] };

/** `%`, `_` and `\` typed by a user match themselves, not patterns. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const decider = alias(users, 'decider');

const view = {
  row: reapplications,
  userId: scholars.userId,
  officeId: scholars.officeId,
  officeName: offices.name,
  program: scholars.program,
  studentFirstName: users.firstname,
  studentLastName: users.lastname,
  studentEmail: users.email,
  deciderFirstName: decider.firstname,
  deciderLastName: decider.lastname,
};

type Joined = {
  row: ReapplicationRow;
  deciderFirstName: string | null;
  deciderLastName: string | null;
} & Omit<ReapplicationView, keyof ReapplicationRow | 'studentName' | 'decidedByName'>;

const toView = ({ row, deciderFirstName, deciderLastName, ...rest }: Joined) => ({
  ...row,
  ...rest,
  studentName: `${rest.studentFirstName} ${rest.studentLastName}`,
  decidedByName: deciderFirstName ? `${deciderFirstName} ${deciderLastName}` : null,
});

@Injectable()
export class ReapplicationsRepository {
  /** A re-application's submission and every decision. */
  readonly history = new HistoryRepository(this.context, {
    table: reapplicationEvents,
    parent: 'reapplicationId',
    accounts: users,
  });

  constructor(private readonly context: DbContext) {}

  private select() {
    return this.context.db
      .select(view)
      .from(reapplications)
      .innerJoin(scholars, eq(scholars.id, reapplications.scholarId))
      .innerJoin(users, eq(users.id, scholars.userId))
      .innerJoin(offices, eq(offices.id, scholars.officeId))
      .leftJoin(decider, eq(decider.id, reapplications.decidedBy));
  }

  async findView(id: string): Promise<ReapplicationView | undefined> {
    const [row] = await this.select().where(eq(reapplications.id, id));
    return row && toView(row);
  }

  /** A student's own re-applications (every deployment), the latest term first. */
  async listOwn(userId: string): Promise<ReapplicationView[]> {
    const rows = await this.select()
      .where(eq(scholars.userId, userId))
      .orderBy(
        desc(reapplications.academicYear),
        desc(reapplications.term),
        desc(reapplications.createdAt),
      );
    return rows.map(toView);
  }

  /** One scholar record's re-applications within `scope`, the latest term first. */
  async listOfScholar(scholarId: string, scope: Scope): Promise<ReapplicationView[]> {
    const rows = await this.select()
      .where(and(eq(reapplications.scholarId, scholarId), scholarsInScope(scope)))
      .orderBy(
        desc(reapplications.academicYear),
        desc(reapplications.term),
        desc(reapplications.createdAt),
      );
    return rows.map(toView);
  }

  async page(
    scope: Scope,
    filter: ReapplicationListFilter,
    { offset, limit, countUpTo: upTo }: PageWindow,
  ): Promise<{ rows: ReapplicationView[]; total: number }> {
    const where = and(scholarsInScope(scope), this.listWhere(filter));
    const [rows, total] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(reapplications.createdAt), desc(reapplications.id))
        .limit(limit)
        .offset(offset),
      countUpTo(this.context.db, this.select().where(where).$dynamic(), upTo),
    ]);
    return { rows: rows.map(toView), total };
  }

  async findForTerm(
    scholarId: string,
    term: EvaluationTermValue,
    academicYear: string,
  ): Promise<ReapplicationRow | undefined> {
    const [row] = await this.context.db
      .select()
      .from(reapplications)
      .where(
        and(
          eq(reapplications.scholarId, scholarId),
          eq(reapplications.term, term),
          eq(reapplications.academicYear, academicYear),
        ),
      );
    return row;
  }

  async insert(row: NewReapplicationRow): Promise<ReapplicationRow> {
    const [inserted] = await this.context.db.insert(reapplications).values(row).returning();
    return inserted!;
  }

  /** The conditional write of a decision: only if still at `version` and `status`. */
  update(
    row: { id: string; version: number; status: ReapplicationStatus },
    values: Partial<NewReapplicationRow>,
  ): Promise<ReapplicationRow | undefined> {
    return updateVersioned(
      this.context.db,
      reapplications,
      row,
      values,
      eq(reapplications.status, row.status),
    );
  }

  /** The prefill's sources: the application's college, the office, the latest re-application or leave. */
  async formSources(userId: string, scholarId: string): Promise<ReapplicationFormSources> {
    const result = (await this.context.db.execute(sql`
      SELECT a.college AS "college", o.name AS "officeName",
        last.id_number AS "idNumber", last.school_dept AS "schoolDept",
        last.course_year AS "courseYear"
      FROM scholars s
      JOIN offices o ON o.id = s.office_id
      LEFT JOIN applications a ON a.id = s.application_id
      LEFT JOIN LATERAL (
        SELECT id_number, school_dept, course_year, created_at FROM (
          SELECT r.id_number, r.school_dept, r.course_year, r.created_at
          FROM reapplications r JOIN scholars rs ON rs.id = r.scholar_id
          WHERE rs.user_id = ${userId}
          UNION ALL
          SELECT l.id_number, l.school_dept, l.course_year, l.created_at
          FROM leave_requests l JOIN scholars ls ON ls.id = l.scholar_id
          WHERE ls.user_id = ${userId}
        ) written ORDER BY created_at DESC LIMIT 1
      ) last ON true
      WHERE s.id = ${scholarId}`)) as unknown as Rows<{
      college: string | null;
      officeName: string;
      idNumber: string | null;
      schoolDept: string | null;
      courseYear: string | null;
    }>;
    const row = result.rows[0]!;
    return {
      college: row.college,
      officeName: row.officeName,
      last:
        row.idNumber === null
          ? null
          : { idNumber: row.idNumber, schoolDept: row.schoolDept, courseYear: row.courseYear },
    };
  }

  /**
   * HR's facts in one query: the office, confirmed DTR minutes between `from`
   * and `to` (as the master list counts "hours this term"), the latest
   * evaluation's items and the latest saved grade report's general average.
   */
  async facts(scholarId: string, from: string, to: string): Promise<ReapplicationFactsRow> {
    const result = (await this.context.db.execute(sql`
      SELECT ${offices.name} AS "officeName", hours.minutes AS "confirmedMinutes",
        latest.items AS "evaluationItems", latest.term AS "evaluationTerm",
        latest.academic_year AS "evaluationAcademicYear",
        grades.general_average::float8 AS "generalAverage", grades.term AS "gradesTerm",
        grades.academic_year AS "gradesAcademicYear"
      FROM ${scholars}
      JOIN ${offices} ON ${offices.id} = ${scholars.officeId}
      LEFT JOIN LATERAL (
        SELECT coalesce(sum(${dtrEntries.workedMinutes}), 0)::int AS minutes FROM ${dtrEntries}
        WHERE ${dtrEntries.scholarId} = ${scholars.id} AND ${dtrEntries.status} = 'confirmed'
          AND ${dtrEntries.workDate} BETWEEN ${from}::date AND ${to}::date
      ) hours ON true
      LEFT JOIN LATERAL (
        SELECT ${evaluations.items} AS items, ${evaluations.term} AS term,
          ${evaluations.academicYear} AS academic_year
        FROM ${evaluations} WHERE ${evaluations.scholarId} = ${scholars.id}
        ORDER BY ${evaluations.academicYear} DESC, ${evaluations.term} DESC,
          ${evaluations.submittedAt} DESC
        LIMIT 1
      ) latest ON true
      LEFT JOIN LATERAL (
        SELECT ${gradeReports.generalAverage} AS general_average, ${gradeReports.term} AS term,
          ${gradeReports.academicYear} AS academic_year
        FROM ${gradeReports} WHERE ${gradeReports.userId} = ${scholars.userId}
        ORDER BY ${gradeReports.updatedAt} DESC, ${gradeReports.id} DESC
        LIMIT 1
      ) grades ON true
      WHERE ${scholars.id} = ${scholarId}`)) as unknown as Rows<ReapplicationFactsRow>;
    return result.rows[0]!;
  }

  /** The student's saved grade reports, newest first (the form's attachment choices). */
  gradeChoices(userId: string): Promise<GradeReportChoice[]> {
    return this.context.db
      .select({
        id: gradeReports.id,
        term: gradeReports.term,
        academicYear: gradeReports.academicYear,
        generalAverage: gradeReports.generalAverage,
        sourceFileId: gradeReports.sourceFileId,
        updatedAt: gradeReports.updatedAt,
      })
      .from(gradeReports)
      .where(eq(gradeReports.userId, userId))
      .orderBy(desc(gradeReports.updatedAt), desc(gradeReports.id));
  }

  async gradeReport(id: string): Promise<(GradeReportChoice & { userId: string }) | undefined> {
    const [row] = await this.context.db
      .select({
        id: gradeReports.id,
        userId: gradeReports.userId,
        term: gradeReports.term,
        academicYear: gradeReports.academicYear,
        generalAverage: gradeReports.generalAverage,
        sourceFileId: gradeReports.sourceFileId,
        updatedAt: gradeReports.updatedAt,
      })
      .from(gradeReports)
      .where(eq(gradeReports.id, id));
    return row;
  }

  /** Per scholar, the latest term an accepted re-application extends the scholarship to. */
  async continuedThrough(
    scholarIds: readonly string[],
  ): Promise<Map<string, { term: EvaluationTermValue; academicYear: string }>> {
    const map = new Map<string, { term: EvaluationTermValue; academicYear: string }>();
    if (scholarIds.length === 0) return map;
    const rows = await this.context.db
      .selectDistinctOn([reapplications.scholarId], {
        scholarId: reapplications.scholarId,
        term: reapplications.term,
        academicYear: reapplications.academicYear,
      })
      .from(reapplications)
      .where(
        and(
          inArray(reapplications.scholarId, [...scholarIds]),
          eq(reapplications.status, 'accepted'),
        ),
      )
      .orderBy(
        reapplications.scholarId,
        desc(reapplications.academicYear),
        desc(reapplications.term),
      );
    for (const { scholarId, ...term } of rows) map.set(scholarId, term);
    return map;
  }

  /** Whether a re-application's grades file belongs to one visible in `scope`. */
  async gradesFileInScope(fileId: string, scope: Scope): Promise<boolean> {
    const [row] = await this.context.db
      .select({ id: reapplications.id })
      .from(reapplications)
      .innerJoin(scholars, eq(scholars.id, reapplications.scholarId))
      .where(and(eq(reapplications.gradesFileId, fileId), scholarsInScope(scope)))
      .limit(1);
    return row !== undefined;
  }

  private listWhere(filter: ReapplicationListFilter): SQL | undefined {
    const search = filter.search?.trim();
    const pattern = search ? `%${likeLiteral(search)}%` : undefined;
    return and(
      filter.status ? eq(reapplications.status, filter.status) : undefined,
      filter.program ? eq(scholars.program, filter.program) : undefined,
      pattern
        ? or(
            ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
            ilike(reapplications.name, pattern),
            ilike(reapplications.idNumber, pattern),
          )
        : undefined,
    );
  }
}
