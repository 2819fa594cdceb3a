import { Injectable } from '@nestjs/common';
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Scope } from '../../common/scope.js';
import type { PageWindow } from '../../common/pagination.js';
import { countUpTo } from '../../common/pagination-count.js';
import { HistoryRepository } from '../../common/history/history.repository.js';
import { DbContext } from '../../db/db-context.js';
import { updateVersioned } from '../../db/versioned-update.js';
import { offices } from '../offices/offices.table.js';
import { users } from '../users/users.table.js';
import { scholarsInScope } from './scholar-scope.js';
import {
  scholarAssignments,
  scholarEvents,
  scholars,
  type NewScholarRow,
  type ScholarRow,
  type ScholarStage,
  type ScholarStatus,
} from './scholars.table.js';
import { type ApplicationPosition } from '../positions/position.table.js';

/** A scholar with the person and office names every screen shows. */
export type ScholarView = ScholarRow & {
  firstName: string;
  lastName: string;
  email: string;
  gender: string | null;
  officeName: string;
  officeCode: string;
};

export interface ScholarListFilter {
  search?: string;
  program?: ApplicationPosition;
  status?: ScholarStatus;
  stage?: ScholarStage;
  officeId?: string;
  /** Only deployments not ended (true) or only ended ones (false). */
  current?: boolean;
}

/** `%`, `_` and `\` typed by a user match themselves, not patterns. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const view = {
  scholar: scholars,
  firstName: users.firstname,
  lastName: users.lastname,
  email: users.email,
  gender: users.gender,
  officeName: offices.name,
  officeCode: offices.code,
};

type Joined = {
  scholar: ScholarRow;
  firstName: string;
  lastName: string;
  email: string;
  gender: string | null;
  officeName: string;
  officeCode: string;
};
const toView = ({ scholar, ...names }: Joined): ScholarView => ({ ...scholar, ...names });

@Injectable()
export class ScholarsRepository {
  /** Every change of a scholar's stage, status or office. */
  readonly history = new HistoryRepository(this.context, {
    table: scholarEvents,
    parent: 'scholarId',
    accounts: users,
  });

  constructor(private readonly context: DbContext) {}

  private select() {
    return this.context.db
      .select(view)
      .from(scholars)
      .innerJoin(users, eq(users.id, scholars.userId))
      .innerJoin(offices, eq(offices.id, scholars.officeId));
  }

  async findView(id: string): Promise<ScholarView | undefined> {
    const [row] = await this.select().where(eq(scholars.id, id));
    return row && toView(row);
  }

  /** The scholars of `ids` that exist, in one query. */
  async findViews(ids: readonly string[]): Promise<ScholarView[]> {
    if (ids.length === 0) return [];
    return (await this.select().where(inArray(scholars.id, [...ids]))).map(toView);
  }

  async findCurrentByUser(userId: string): Promise<ScholarView | undefined> {
    const [row] = await this.select().where(
      and(eq(scholars.userId, userId), isNull(scholars.endedOn)),
    );
    return row && toView(row);
  }

  async findByApplication(applicationId: string): Promise<ScholarRow | undefined> {
    const [row] = await this.context.db
      .select()
      .from(scholars)
      .where(eq(scholars.applicationId, applicationId));
    return row;
  }

  /**
   * The offices of the deployments that decide who may work on this
   * application: its own (ended or not) and the student's current one.
   */
  async deploymentOfficesOf(application: { id: string; userId: string }): Promise<string[]> {
    const rows = await this.context.db
      .select({ officeId: scholars.officeId })
      .from(scholars)
      .where(
        or(
          eq(scholars.applicationId, application.id),
          and(eq(scholars.userId, application.userId), isNull(scholars.endedOn)),
        ),
      );
    return rows.map((row) => row.officeId);
  }

  async page(
    scope: Scope,
    filter: ScholarListFilter,
    { offset, limit, countUpTo: upTo }: PageWindow,
  ): Promise<{ rows: ScholarView[]; total: number }> {
    const where = and(scholarsInScope(scope), this.listWhere(filter));
    const [rows, total] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(scholars.createdAt), desc(scholars.id))
        .limit(limit)
        .offset(offset),
      countUpTo(this.context.db, this.select().where(where).$dynamic(), upTo),
    ]);
    return { rows: rows.map(toView), total };
  }

  async insert(row: NewScholarRow): Promise<ScholarRow> {
    const [inserted] = await this.context.db.insert(scholars).values(row).returning();
    return inserted!;
  }

  update(
    row: { id: string; version: number },
    values: Partial<NewScholarRow>,
  ): Promise<ScholarRow | undefined> {
    return updateVersioned(this.context.db, scholars, row, values);
  }

  /** Moves those of `ids` still at status `from` to `to`, versions bumped; answers the rows moved. */
  moveStatus(
    ids: readonly string[],
    from: ScholarStatus,
    to: ScholarStatus,
  ): Promise<ScholarRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.context.db
      .update(scholars)
      .set({ status: to, version: sql`${scholars.version} + 1`, updatedAt: new Date() })
      .where(and(inArray(scholars.id, [...ids]), eq(scholars.status, from)))
      .returning();
  }

  /** Closes the open assignment (if any) and opens one at `officeId` from `from`. */
  /** Several scholars in one statement, in the rows' order. */
  async insertMany(rows: NewScholarRow[]): Promise<ScholarRow[]> {
    if (rows.length === 0) return [];
    return this.context.db.insert(scholars).values(rows).returning();
  }

  /** First assignments of scholars who have none yet, in one statement. */
  async openAssignments(rows: Array<typeof scholarAssignments.$inferInsert>): Promise<void> {
    if (rows.length > 0) await this.context.db.insert(scholarAssignments).values(rows);
  }

  async assign(scholarId: string, officeId: string, from: string, by: string | null) {
    await this.closeAssignment(scholarId, from);
    await this.context.db
      .insert(scholarAssignments)
      .values({ scholarId, officeId, fromDate: from, assignedBy: by });
  }

  async closeAssignment(scholarId: string, on: string): Promise<void> {
    await this.context.db
      .update(scholarAssignments)
      .set({ toDate: on })
      .where(and(eq(scholarAssignments.scholarId, scholarId), isNull(scholarAssignments.toDate)));
  }

  /** Moves the first day of a deployment and of its first assignment. */
  async moveStart(scholarId: string, startedOn: string): Promise<void> {
    await this.context.db.update(scholars).set({ startedOn }).where(eq(scholars.id, scholarId));
    const [first] = await this.context.db
      .select({ id: scholarAssignments.id })
      .from(scholarAssignments)
      .where(eq(scholarAssignments.scholarId, scholarId))
      .orderBy(asc(scholarAssignments.fromDate), asc(scholarAssignments.createdAt))
      .limit(1);
    if (first)
      await this.context.db
        .update(scholarAssignments)
        .set({ fromDate: startedOn })
        .where(eq(scholarAssignments.id, first.id));
  }

  assignmentsOf(scholarId: string) {
    return this.context.db
      .select({
        id: scholarAssignments.id,
        officeId: scholarAssignments.officeId,
        officeName: offices.name,
        fromDate: scholarAssignments.fromDate,
        toDate: scholarAssignments.toDate,
      })
      .from(scholarAssignments)
      .innerJoin(offices, eq(offices.id, scholarAssignments.officeId))
      .where(eq(scholarAssignments.scholarId, scholarId))
      .orderBy(asc(scholarAssignments.fromDate), asc(scholarAssignments.createdAt));
  }

  private listWhere(filter: ScholarListFilter): SQL | undefined {
    const search = filter.search?.trim();
    const pattern = search ? `%${likeLiteral(search)}%` : undefined;
    return and(
      filter.program ? eq(scholars.program, filter.program) : undefined,
      filter.status ? eq(scholars.status, filter.status) : undefined,
      filter.stage ? eq(scholars.stage, filter.stage) : undefined,
      filter.officeId ? eq(scholars.officeId, filter.officeId) : undefined,
      filter.current === undefined
        ? undefined
        : filter.current
          ? isNull(scholars.endedOn)
          : isNotNull(scholars.endedOn),
      pattern
        ? or(
            ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
            ilike(users.email, pattern),
          )
        : undefined,
    );
  }

  /** Holds the scholar's row until the transaction ends. */
  async lock(scholarId: string): Promise<void> {
    await this.context.db
      .select({ id: scholars.id })
      .from(scholars)
      .where(eq(scholars.id, scholarId))
      .for('update');
  }
}
