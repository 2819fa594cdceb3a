import { Injectable } from '@nestjs/common';
import { and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Scope } from '../../common/scope.js';
import { studentRecordsInScope, userOfScholarInScope } from '../scholars/student-scope.js';
import { DbContext } from '../../db/db-context.js';
import { updateVersioned } from '../../db/versioned-update.js';
import { users } from '../users/users.table.js';
import {
  gradeReports,
  type GradeReportRow,
  type NewGradeReportRow,
} from './grade-reports.table.js';

/** A grade report with the name of the student it belongs to. */
export type GradeReportView = GradeReportRow & { studentName: string };

const view = {
  report: gradeReports,
  firstname: users.firstname,
  lastname: users.lastname,
};

const toView = (row: { report: GradeReportRow; firstname: string; lastname: string }) => ({
  ...row.report,
  studentName: `${row.firstname} ${row.lastname}`,
});

// Latest term first: academic years as text sort in time, the term enum in its order.
const latestFirst = [desc(gradeReports.academicYear), desc(gradeReports.term)];

@Injectable()
export class GradesRepository {
  constructor(private readonly context: DbContext) {}

  /**
   * Reports of students in `scope`: their own for students; for office staff
   * those of students currently deployed to their office; every one for HR.
   */
  private visible(scope: Scope): SQL | undefined {
    return studentRecordsInScope(scope, this.context.db, gradeReports.userId);
  }

  private select() {
    return this.context.db
      .select(view)
      .from(gradeReports)
      .innerJoin(users, eq(users.id, gradeReports.userId));
  }

  async findVisible(id: string, scope: Scope): Promise<GradeReportView | undefined> {
    const [row] = await this.select().where(and(eq(gradeReports.id, id), this.visible(scope)));
    return row && toView(row);
  }

  async listOfUser(userId: string, scope: Scope): Promise<GradeReportView[]> {
    const rows = await this.select()
      .where(and(eq(gradeReports.userId, userId), this.visible(scope)))
      .orderBy(...latestFirst);
    return rows.map(toView);
  }

  async findForTerm(
    userId: string,
    term: GradeReportRow['term'],
    academicYear: string,
  ): Promise<GradeReportRow | undefined> {
    const [row] = await this.context.db
      .select()
      .from(gradeReports)
      .where(
        and(
          eq(gradeReports.userId, userId),
          eq(gradeReports.term, term),
          eq(gradeReports.academicYear, academicYear),
        ),
      )
      .for('update');
    return row;
  }

  /** Undefined when a report of that student and term appeared meanwhile (the unique key). */
  async insert(values: NewGradeReportRow): Promise<GradeReportRow | undefined> {
    const [row] = await this.context.db
      .insert(gradeReports)
      .values(values)
      .onConflictDoNothing()
      .returning();
    return row;
  }

  update(
    row: { id: string; version: number },
    values: Partial<NewGradeReportRow>,
  ): Promise<GradeReportRow | undefined> {
    return updateVersioned(this.context.db, gradeReports, row, values);
  }

  /** The user the scholar record belongs to, when the scholar is in `scope` (current for offices). */
  userOfScholar(scholarId: string, scope: Scope): Promise<string | undefined> {
    return userOfScholarInScope(this.context.db, scholarId, scope);
  }

  /** Whether the slip image `fileId` belongs to a report visible in `scope`. */
  async imageInScope(fileId: string, scope: Scope): Promise<boolean> {
    const [row] = await this.context.db
      .select({ id: gradeReports.id })
      .from(gradeReports)
      .where(and(eq(gradeReports.sourceFileId, fileId), this.visible(scope)))
      .limit(1);
    return row !== undefined;
  }

  /** The general average of the student's latest term that has one. */
  async latestGeneralAverage(userId: string): Promise<number | null> {
    const [row] = await this.context.db
      .select({ generalAverage: gradeReports.generalAverage })
      .from(gradeReports)
      .where(and(eq(gradeReports.userId, userId), isNotNull(gradeReports.generalAverage)))
      .orderBy(...latestFirst)
      .limit(1);
    return row?.generalAverage ?? null;
  }
}
