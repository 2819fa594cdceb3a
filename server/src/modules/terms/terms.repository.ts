import { Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AcademicTerm } from '../../common/academic-term.js';
import { DbContext } from '../../db/db-context.js';
import { dtrEntries, dtrMonths } from '../dtr/dtr.table.js';
import { evaluations } from '../evaluations/evaluations.table.js';
import { leaveRequests } from '../leave/leave.table.js';
import { reapplications } from '../reapplications/reapplications.table.js';
import { offices } from '../offices/offices.table.js';
import { scholars } from '../scholars/scholars.table.js';
import { users } from '../users/users.table.js';
import { termClosures, type TermClosureRow } from '../calendar/calendar.table.js';
import { servicePeriods } from './terms.table.js';

/** A term's first and last day (YYYY-MM-DD, inclusive). */
export interface TermSpan {
  from: string;
  to: string;
}

/** What is still open for a term, counted. */
export interface OpenWork {
  dtrMonthsNotApproved: number;
  scholarsNotEvaluated: number;
  reapplicationsUndecided: number;
  leavePending: number;
}

/**
 * Scholars (not trainees) who served in the term so far (`to` no later than
 * today: none in a term not begun), in the system when they did: a scholar
 * brought in by an import (no application) counts only from the terms not
 * over when imported, the earlier ones being in their imported terms.
 */
const servingDuring = ({ from, to }: TermSpan) =>
  and(
    sql`${from}::date <= ${to}::date`,
    eq(scholars.stage, 'scholar'),
    sql`${scholars.startedOn} <= ${to} AND (${scholars.endedOn} IS NULL OR ${scholars.endedOn} >= ${from})`,
    sql`(${scholars.applicationId} IS NOT NULL OR ${scholars.createdAt} < ${to}::date + 1)`,
  );

@Injectable()
export class TermsRepository {
  constructor(private readonly context: DbContext) {}

  /** Until the caller's transaction ends, no one else closes or reopens the term. */
  async lock(term: AcademicTerm): Promise<void> {
    await this.context.db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`term:${term.academicYear}:${term.term}`}, 0))`,
    );
  }

  /** The term's closure still in force, if any. */
  async openClosure(term: AcademicTerm): Promise<TermClosureRow | undefined> {
    const [row] = await this.context.db
      .select()
      .from(termClosures)
      .where(
        and(
          eq(termClosures.term, term.term),
          eq(termClosures.academicYear, term.academicYear),
          isNull(termClosures.reopenedAt),
        ),
      );
    return row;
  }

  /** Every closure and reopening of the term, newest first. */
  history(term: AcademicTerm): Promise<TermClosureRow[]> {
    return this.context.db
      .select()
      .from(termClosures)
      .where(
        and(eq(termClosures.term, term.term), eq(termClosures.academicYear, term.academicYear)),
      )
      .orderBy(desc(termClosures.closedAt));
  }

  /** What is open over the term's days (`span`), of the scholars who served in it so far (`served`). */
  async openWork(
    term: AcademicTerm,
    span: TermSpan,
    served: TermSpan,
    next: AcademicTerm,
  ): Promise<OpenWork> {
    const db = this.context.db;
    // Each month with recorded days, of each scholar, that is not approved.
    const months = sql`SELECT DISTINCT ${dtrEntries.scholarId} AS scholar_id,
        to_char(${dtrEntries.workDate}, 'YYYY-MM') AS month
      FROM ${dtrEntries}
      WHERE ${dtrEntries.workDate} BETWEEN ${span.from} AND ${span.to}`;
    const dtrResult = (await db.execute(sql`SELECT count(*)::int AS n FROM (${months}) m
      LEFT JOIN ${dtrMonths} ON ${dtrMonths.scholarId} = m.scholar_id AND ${dtrMonths.month} = m.month
      WHERE coalesce(${dtrMonths.status}::text, 'draft') <> 'approved'`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    const [dtr] = dtrResult.rows;
    const [notEvaluated] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(scholars)
      .where(
        and(
          servingDuring(served),
          sql`NOT EXISTS (SELECT 1 FROM ${evaluations} WHERE ${evaluations.scholarId} = ${scholars.id}
            AND ${evaluations.term} = ${term.term} AND ${evaluations.academicYear} = ${term.academicYear})`,
        ),
      );
    // Re-applications to continue in the term itself or the next one.
    const [undecided] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reapplications)
      .where(
        and(
          sql`(${reapplications.term}, ${reapplications.academicYear}) IN
            ((${term.term}::evaluation_term, ${term.academicYear}), (${next.term}::evaluation_term, ${next.academicYear}))`,
          sql`${reapplications.status} IN ('pending', 'under_review')`,
        ),
      );
    const [pending] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.status, 'pending'),
          sql`${leaveRequests.dateFrom} <= ${span.to} AND ${leaveRequests.dateTo} >= ${span.from}`,
        ),
      );
    return {
      dtrMonthsNotApproved: dtr?.n ?? 0,
      scholarsNotEvaluated: notEvaluated?.n ?? 0,
      reapplicationsUndecided: undecided?.n ?? 0,
      leavePending: pending?.n ?? 0,
    };
  }

  /** Opens a closure; undefined when another is already open (two HR at once: one wins). */
  async close(
    term: AcademicTerm,
    row: { closedBy: string; closeReason: string | null; openAtClose: number },
  ): Promise<TermClosureRow | undefined> {
    const [inserted] = await this.context.db
      .insert(termClosures)
      .values({ ...term, ...row })
      .onConflictDoNothing()
      .returning();
    return inserted;
  }

  async reopen(
    closure: TermClosureRow,
    row: { reopenedBy: string; reopenReason: string },
  ): Promise<TermClosureRow | undefined> {
    const [updated] = await this.context.db
      .update(termClosures)
      .set({ ...row, reopenedAt: new Date() })
      .where(and(eq(termClosures.id, closure.id), isNull(termClosures.reopenedAt)))
      .returning();
    return updated;
  }

  /**
   * Credits the term's service of every scholar who served in it: their
   * office, scholarship and the term's confirmed hours; a term closed again
   * updates its rows, never adds a second. Answers how many were credited.
   */
  async creditService(term: AcademicTerm, span: TermSpan, served: TermSpan): Promise<number> {
    const confirmed = sql`coalesce((SELECT sum(${dtrEntries.workedMinutes})
      FROM ${dtrEntries} WHERE ${dtrEntries.scholarId} = ${scholars.id}
        AND ${dtrEntries.status} = 'confirmed'
        AND ${dtrEntries.workDate} BETWEEN ${span.from} AND ${span.to}), 0)::int`;
    const result = (await this.context.db.execute(sql`
      INSERT INTO ${servicePeriods} (scholar_id, office_id, program, term, academic_year, confirmed_minutes)
      SELECT ${scholars.id}, ${scholars.officeId}, ${scholars.program},
        ${term.term}::academic_term_kind, ${term.academicYear}, ${confirmed}
      FROM ${scholars} WHERE ${servingDuring(served)}
      ON CONFLICT (scholar_id, term, academic_year) DO UPDATE
        SET confirmed_minutes = excluded.confirmed_minutes, office_id = excluded.office_id,
          updated_at = now()
      RETURNING id`)) as unknown as { rows: unknown[] };
    return result.rows.length;
  }

  /** "First Last" of accounts by id (who closed and reopened). */
  async namesOf(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.context.db
      .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, `${row.firstname} ${row.lastname}`]));
  }

  /** Scholars who served in the term (those a close credits). */
  async servedCount(span: TermSpan): Promise<number> {
    const [row] = await this.context.db
      .select({ n: sql<number>`count(*)::int` })
      .from(scholars)
      .where(servingDuring(span));
    return row?.n ?? 0;
  }

  /**
   * Active scholars deployed in the term with no accepted re-application for
   * any term after it: those who do not continue once it closes.
   */
  async notContinuing(term: AcademicTerm, served: TermSpan): Promise<string[]> {
    const rows = await this.context.db
      .select({ id: scholars.id })
      .from(scholars)
      .where(
        and(
          servingDuring(served),
          isNull(scholars.endedOn),
          eq(scholars.status, 'active'),
          sql`NOT EXISTS (SELECT 1 FROM ${reapplications}
            WHERE ${reapplications.scholarId} = ${scholars.id} AND ${reapplications.status} = 'accepted'
              AND (${reapplications.academicYear}, ${reapplications.term})
                > (${term.academicYear}, ${term.term}::evaluation_term))`,
        ),
      );
    return rows.map((row) => row.id);
  }

  async recordMadeInactive(closure: TermClosureRow, scholarIds: string[]): Promise<void> {
    await this.context.db
      .update(termClosures)
      .set({ madeInactive: scholarIds })
      .where(eq(termClosures.id, closure.id));
  }

  /** A scholar's credited terms, latest first, with the office's name. */
  serviceOf(scholarId: string) {
    return this.context.db
      .select({
        term: servicePeriods.term,
        academicYear: servicePeriods.academicYear,
        officeId: servicePeriods.officeId,
        officeName: offices.name,
        program: servicePeriods.program,
        confirmedMinutes: servicePeriods.confirmedMinutes,
      })
      .from(servicePeriods)
      .innerJoin(offices, eq(offices.id, servicePeriods.officeId))
      .where(eq(servicePeriods.scholarId, scholarId))
      .orderBy(desc(servicePeriods.academicYear), desc(servicePeriods.term));
  }
}
