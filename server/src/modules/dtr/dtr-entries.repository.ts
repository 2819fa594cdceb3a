import { Injectable } from '@nestjs/common';
import { and, asc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DateRange } from './dtr-calendar.js';
import { DbContext } from '../../db/db-context.js';
import { updateVersioned } from '../../db/versioned-update.js';
import { scholars } from '../scholars/scholars.table.js';
import { users } from '../users/users.table.js';
import {
  dtrEntries,
  dtrEntryEdits,
  dtrMonths,
  type DtrEntryRow,
  type NewDtrEntryRow,
} from './dtr.table.js';

export type DtrEntryWithConfirmer = DtrEntryRow & { confirmedByName: string | null };

export interface TrainingMinutes {
  confirmedMinutes: number;
  unconfirmedMinutes: number;
}

const inRange = (range: DateRange) =>
  and(gte(dtrEntries.workDate, range.from), lt(dtrEntries.workDate, range.until));

/** Each IN with its OUT (a punched day may lack an OUT). */
const completePairs = sql`(${dtrEntries.in1} IS NULL) = (${dtrEntries.out1} IS NULL) AND (${dtrEntries.in2} IS NULL) = (${dtrEntries.out2} IS NULL)`;

/** A day that can be confirmed: complete (some minutes, every pair closed) and not confirmed yet. */
const confirmable = and(
  eq(dtrEntries.status, 'unconfirmed'),
  gt(dtrEntries.workedMinutes, 0),
  completePairs,
);

/** A day with a slot filled by a punch. */
export const punchedDay = sql`cardinality(${dtrEntries.punchedSlots}) > 0`;

@Injectable()
export class DtrEntriesRepository {
  constructor(private readonly context: DbContext) {}

  async findDay(scholarId: string, workDate: string): Promise<DtrEntryRow | undefined> {
    const [row] = await this.context.db
      .select()
      .from(dtrEntries)
      .where(and(eq(dtrEntries.scholarId, scholarId), eq(dtrEntries.workDate, workDate)));
    return row;
  }

  /**
   * The day's row, if any, and whether each of `conditions` holds (the day
   * is leave, the office takes punches only), read in one statement.
   */
  async findDayWhere<K extends string>(
    scholarId: string,
    workDate: string,
    conditions: Record<K, SQL>,
  ): Promise<{ day: DtrEntryRow | undefined; holds: Record<K, boolean> }> {
    const names = Object.keys(conditions) as K[];
    const [row] = await this.context.db
      .select({
        day: dtrEntries,
        holds: Object.fromEntries(
          names.map((name) => [name, sql<boolean>`${conditions[name]}`.mapWith(Boolean)]),
        ) as Record<K, SQL<boolean>>,
      })
      .from(sql`(SELECT 1) AS one`)
      .leftJoin(
        dtrEntries,
        and(eq(dtrEntries.scholarId, scholarId), eq(dtrEntries.workDate, workDate)),
      );
    const holds = Object.fromEntries(
      names.map((name) => [name, (row?.holds as Record<K, unknown> | undefined)?.[name] === true]),
    ) as Record<K, boolean>;
    return { day: row?.day ?? undefined, holds };
  }

  /** A scholar's days in `range`, oldest first, with the name of who confirmed each. */
  daysOf(scholarId: string, range: DateRange): Promise<DtrEntryWithConfirmer[]> {
    return this.withConfirmer(and(eq(dtrEntries.scholarId, scholarId), inRange(range))!);
  }

  async dayWithConfirmer(
    scholarId: string,
    workDate: string,
  ): Promise<DtrEntryWithConfirmer | undefined> {
    const [row] = await this.withConfirmer(
      and(eq(dtrEntries.scholarId, scholarId), eq(dtrEntries.workDate, workDate))!,
    );
    return row;
  }

  private async withConfirmer(where: SQL): Promise<DtrEntryWithConfirmer[]> {
    const rows = await this.context.db
      .select({ entry: dtrEntries, firstname: users.firstname, lastname: users.lastname })
      .from(dtrEntries)
      .leftJoin(users, eq(users.id, dtrEntries.confirmedBy))
      .where(where)
      .orderBy(asc(dtrEntries.workDate));
    return rows.map(({ entry, firstname, lastname }) => ({
      ...entry,
      confirmedByName: firstname ? `${firstname} ${lastname}` : null,
    }));
  }

  /** The scholars matching `which`, with what the training and the notices need. */
  scholarsOf(which: SQL) {
    return this.context.db
      .select({
        id: scholars.id,
        userId: scholars.userId,
        stage: scholars.stage,
        applicationId: scholars.applicationId,
        requiredHours: scholars.requiredHours,
      })
      .from(scholars)
      .where(which);
  }

  /** Undefined when the day was recorded meanwhile (the unique scholar+day index decides). */
  async insertDay(row: NewDtrEntryRow): Promise<DtrEntryRow | undefined> {
    const [inserted] = await this.context.db
      .insert(dtrEntries)
      .values(row)
      .onConflictDoNothing({ target: [dtrEntries.scholarId, dtrEntries.workDate] })
      .returning();
    return inserted;
  }

  /** The conditional write on `version` (and `also`); undefined when someone changed the day first. */
  updateDay(
    row: { id: string; version: number },
    values: Partial<NewDtrEntryRow>,
    also?: SQL,
  ): Promise<DtrEntryRow | undefined> {
    return updateVersioned(this.context.db, dtrEntries, row, values, also);
  }

  /** Deletes an unconfirmed day still at `version`; false when it changed meanwhile. */
  async deleteUnconfirmed(row: { id: string; version: number }): Promise<boolean> {
    const deleted = await this.context.db
      .delete(dtrEntries)
      .where(
        and(
          eq(dtrEntries.id, row.id),
          eq(dtrEntries.version, row.version),
          eq(dtrEntries.status, 'unconfirmed'),
        ),
      )
      .returning({ id: dtrEntries.id });
    return deleted.length > 0;
  }

  async hasEdits(entryId: string): Promise<boolean> {
    const [row] = await this.context.db
      .select({ id: dtrEntryEdits.id })
      .from(dtrEntryEdits)
      .where(eq(dtrEntryEdits.entryId, entryId))
      .limit(1);
    return row !== undefined;
  }

  async insertEdit(row: typeof dtrEntryEdits.$inferInsert): Promise<void> {
    await this.context.db.insert(dtrEntryEdits).values(row);
  }

  editsOf(entryId: string) {
    return this.context.db
      .select()
      .from(dtrEntryEdits)
      .where(eq(dtrEntryEdits.entryId, entryId))
      .orderBy(asc(dtrEntryEdits.createdAt));
  }

  /**
   * Confirms every complete, unconfirmed day in `range` of the scholars
   * matching `which` (one scholar, or an office's) in ONE set-based UPDATE,
   * skipping months already approved (`also`: only the days it matches).
   * Returns the days confirmed.
   */
  async confirmAll(
    which: SQL,
    range: DateRange,
    month: string,
    actorId: string,
    also?: SQL,
  ): Promise<Array<{ scholarId: string; workDate: string }>> {
    return this.context.db
      .update(dtrEntries)
      .set({
        status: 'confirmed',
        confirmedBy: actorId,
        confirmedAt: sql`now()`,
        updatedBy: actorId,
        version: sql`${dtrEntries.version} + 1`,
      })
      .where(
        and(
          inRange(range),
          confirmable,
          also,
          inArray(
            dtrEntries.scholarId,
            this.context.db.select({ id: scholars.id }).from(scholars).where(which),
          ),
          sql`NOT EXISTS (SELECT 1 FROM ${dtrMonths} WHERE ${dtrMonths.scholarId} = ${dtrEntries.scholarId} AND ${dtrMonths.month} = ${month} AND ${dtrMonths.status} = 'approved')`,
        ),
      )
      .returning({ scholarId: dtrEntries.scholarId, workDate: dtrEntries.workDate });
  }

  /** How many days of `range` still wait for confirmation. */
  async pendingCount(scholarId: string, range: DateRange): Promise<number> {
    const [row] = await this.context.db
      .select({ count: sql<number>`count(*)::int` })
      .from(dtrEntries)
      .where(and(eq(dtrEntries.scholarId, scholarId), inRange(range), confirmable));
    return row?.count ?? 0;
  }

  /** Confirmed and unconfirmed minutes of each scholar (all days of the deployment). */
  async minutesOf(scholarIds: string[]): Promise<Map<string, TrainingMinutes>> {
    if (scholarIds.length === 0) return new Map();
    const rows = await this.context.db
      .select({
        scholarId: dtrEntries.scholarId,
        confirmedMinutes: sql<number>`coalesce(sum(${dtrEntries.workedMinutes}) filter (where ${dtrEntries.status} = 'confirmed'), 0)::int`,
        unconfirmedMinutes: sql<number>`coalesce(sum(${dtrEntries.workedMinutes}) filter (where ${dtrEntries.status} = 'unconfirmed'), 0)::int`,
      })
      .from(dtrEntries)
      .where(inArray(dtrEntries.scholarId, scholarIds))
      .groupBy(dtrEntries.scholarId);
    return new Map(rows.map(({ scholarId, ...minutes }) => [scholarId, minutes]));
  }

  /**
   * Serialises changes to these scholars' confirmed minutes until the
   * transaction ends (sorted, so two bulk confirmations cannot deadlock): two
   * confirmations around the 130-hour mark then see each other's result, and
   * exactly one of them reaches it.
   */
  async lockTraining(scholarIds: string[]): Promise<void> {
    if (scholarIds.length === 0) return;
    const keys = [...new Set(scholarIds)].sort();
    await this.context.db.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended('dtr-training:' || k, 0)) FROM unnest(${sql.param(keys)}::text[]) AS k ORDER BY k`,
    );
  }
}
