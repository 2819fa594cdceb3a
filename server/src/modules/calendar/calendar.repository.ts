import { Injectable } from '@nestjs/common';
import { and, asc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { DbContext } from '../../db/db-context.js';
import type { AcademicTerm, EvaluationTermValue } from '../../common/academic-term.js';
import {
  academicTerms,
  nonWorkingDays,
  termClosures,
  type AcademicTermRow,
  type NewNonWorkingDay,
  type NonWorkingDayRow,
} from './calendar.table.js';

@Injectable()
export class CalendarRepository {
  constructor(private readonly context: DbContext) {}

  terms(): Promise<AcademicTermRow[]> {
    return this.context.db.select().from(academicTerms).orderBy(asc(academicTerms.startsOn));
  }

  /** The terms HR closed and has not reopened. */
  closedTerms(): Promise<AcademicTerm[]> {
    return this.context.db
      .select({ term: termClosures.term, academicYear: termClosures.academicYear })
      .from(termClosures)
      .where(isNull(termClosures.reopenedAt));
  }

  /** The non-working days not removed, in `[from, to]` when given. */
  nonWorkingDays(range?: { from: string; to: string }): Promise<NonWorkingDayRow[]> {
    return this.context.db
      .select()
      .from(nonWorkingDays)
      .where(
        and(
          isNull(nonWorkingDays.removedAt),
          range ? gte(nonWorkingDays.date, range.from) : undefined,
          range ? lte(nonWorkingDays.date, range.to) : undefined,
        ),
      )
      .orderBy(asc(nonWorkingDays.date), asc(nonWorkingDays.fromTime));
  }

  /** Until the caller's transaction ends, no one else sets terms: two years saved at once cannot overlap. */
  async lockTerms(): Promise<void> {
    await this.context.db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended('academic_terms', 0))`,
    );
  }

  /** Sets a year's terms, in the caller's transaction; a term set before gets the new dates. */
  async saveTerms(
    academicYear: string,
    terms: ReadonlyArray<{ term: EvaluationTermValue; startsOn: string; endsOn: string }>,
    actorId: string,
  ): Promise<void> {
    await this.context.db
      .insert(academicTerms)
      .values(terms.map((term) => ({ ...term, academicYear, updatedBy: actorId })))
      .onConflictDoUpdate({
        target: [academicTerms.academicYear, academicTerms.term],
        set: {
          startsOn: sql`excluded.starts_on`,
          endsOn: sql`excluded.ends_on`,
          updatedBy: actorId,
          version: sql`${academicTerms.version} + 1`,
          updatedAt: new Date(),
        },
      });
  }

  async insertNonWorkingDay(row: NewNonWorkingDay): Promise<NonWorkingDayRow> {
    const [inserted] = await this.context.db.insert(nonWorkingDays).values(row).returning();
    return inserted!;
  }

  /** Marks a day removed (kept for the record); undefined when there is none to remove. */
  async removeNonWorkingDay(id: string, actorId: string): Promise<NonWorkingDayRow | undefined> {
    const [removed] = await this.context.db
      .update(nonWorkingDays)
      .set({ removedAt: new Date(), removedBy: actorId })
      .where(and(eq(nonWorkingDays.id, id), isNull(nonWorkingDays.removedAt)))
      .returning();
    return removed;
  }
}

/**
 * SQL: the minute of the day (since midnight) from which the university
 * closed an office on a day, 0 for the whole day, NULL when it did not: the
 * same answer as UniversityCalendar.nonWorkingDay, for queries that count
 * duty in the database.
 */
export function closedFromMinute(officeId: SQL | unknown, date: SQL | unknown): SQL<number | null> {
  const n = nonWorkingDays;
  return sql<number | null>`(SELECT min(CASE WHEN ${n.fromTime} IS NULL THEN 0
      ELSE substr(${n.fromTime}, 1, 2)::int * 60 + substr(${n.fromTime}, 4, 2)::int END)
    FROM ${n} WHERE ${n.date} = ${date} AND ${n.removedAt} IS NULL
      AND (${n.officeIds} IS NULL OR ${officeId} = ANY(${n.officeIds})))`;
}
