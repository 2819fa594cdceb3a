import { Injectable } from '@nestjs/common';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Scope } from '../../common/scope.js';
import type { PageWindow } from '../../common/pagination.js';
import { countUpTo } from '../../common/pagination-count.js';
import { HistoryRepository } from '../../common/history/history.repository.js';
import { DbContext } from '../../db/db-context.js';
import { updateVersioned } from '../../db/versioned-update.js';
import { applications } from '../applications/applications.table.js';
import { offices } from '../offices/offices.table.js';
import { scholarsInScope } from '../scholars/scholar-scope.js';
import { scholars } from '../scholars/scholars.table.js';
import { users } from '../users/users.table.js';
import {
  leaveRequestEvents,
  leaveRequests,
  type LeaveRequestRow,
  type LeaveStatus,
  type LeaveType,
  type NewLeaveRequestRow,
} from './leave.table.js';

/** A leave request with the scholar it belongs to: whose, which office, the student's name. */
export type LeaveRequestView = LeaveRequestRow & {
  userId: string;
  officeId: string;
  officeName: string;
  studentFirstName: string;
  studentLastName: string;
  studentEmail: string;
  studentName: string;
  decidedByName: string | null;
};

export interface LeaveListFilter {
  /** Part of the student's name or ID #. */
  search?: string;
  status?: LeaveStatus;
  type?: LeaveType;
  officeId?: string;
}

export type LeaveTotals = Record<LeaveStatus | 'total', number>;

/** Where the leave form's prefill comes from (see LeaveService.formDefaults). */
export interface LeaveFormSources {
  officeName: string;
  /** The application the deployment came from, when it is still on record. */
  application: { firstName: string; lastName: string; college: string | null } | null;
  /** What the student wrote on their latest leave application, if any. */
  lastLeave: { idNumber: string; schoolDept: string | null; courseYear: string | null } | null;
}

/** `%`, `_` and `\` typed by a user match themselves, not patterns. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const decider = alias(users, 'decider');

const view = {
  request: leaveRequests,
  userId: scholars.userId,
  officeId: scholars.officeId,
  officeName: offices.name,
  studentFirstName: users.firstname,
  studentLastName: users.lastname,
  studentEmail: users.email,
  deciderFirstName: decider.firstname,
  deciderLastName: decider.lastname,
};

type Joined = Omit<LeaveRequestView, keyof LeaveRequestRow | 'studentName' | 'decidedByName'> & {
  request: LeaveRequestRow;
  deciderFirstName: string | null;
  deciderLastName: string | null;
};
const toView = ({
  request,
  deciderFirstName,
  deciderLastName,
  ...rest
}: Joined): LeaveRequestView => ({
  ...request,
  ...rest,
  studentName: `${rest.studentFirstName} ${rest.studentLastName}`,
  decidedByName: deciderFirstName ? `${deciderFirstName} ${deciderLastName}` : null,
});

/** Pending and approved requests hold their days: a new one may not overlap them. */
const HOLDS_DAYS: LeaveStatus[] = ['pending', 'approved'];

@Injectable()
export class LeaveRepository {
  /** Filing and every decision of a request. */
  readonly history = new HistoryRepository(this.context, {
    table: leaveRequestEvents,
    parent: 'leaveRequestId',
    accounts: users,
  });

  constructor(private readonly context: DbContext) {}

  private select() {
    return this.context.db
      .select(view)
      .from(leaveRequests)
      .innerJoin(scholars, eq(scholars.id, leaveRequests.scholarId))
      .innerJoin(users, eq(users.id, scholars.userId))
      .innerJoin(offices, eq(offices.id, scholars.officeId))
      .leftJoin(decider, eq(decider.id, leaveRequests.decidedBy));
  }

  async findView(id: string): Promise<LeaveRequestView | undefined> {
    const [row] = await this.select().where(eq(leaveRequests.id, id));
    return row && toView(row);
  }

  /** A student's own requests (every deployment of theirs), newest first. */
  async listOwn(userId: string): Promise<LeaveRequestView[]> {
    const rows = await this.select()
      .where(eq(scholars.userId, userId))
      .orderBy(desc(leaveRequests.createdAt), desc(leaveRequests.id));
    return rows.map(toView);
  }

  async formSources(userId: string, scholarId: string): Promise<LeaveFormSources | undefined> {
    const [[deployment], [lastLeave]] = await Promise.all([
      this.context.db
        .select({
          officeName: offices.name,
          firstName: applications.firstName,
          lastName: applications.lastName,
          college: applications.college,
        })
        .from(scholars)
        .innerJoin(offices, eq(offices.id, scholars.officeId))
        .leftJoin(applications, eq(applications.id, scholars.applicationId))
        .where(eq(scholars.id, scholarId)),
      this.context.db
        .select({
          idNumber: leaveRequests.idNumber,
          schoolDept: leaveRequests.schoolDept,
          courseYear: leaveRequests.courseYear,
        })
        .from(leaveRequests)
        .innerJoin(scholars, eq(scholars.id, leaveRequests.scholarId))
        .where(eq(scholars.userId, userId))
        .orderBy(desc(leaveRequests.createdAt), desc(leaveRequests.id))
        .limit(1),
    ]);
    if (!deployment) return undefined;
    const { officeName, firstName, lastName, college } = deployment;
    return {
      officeName,
      application:
        firstName !== null && lastName !== null ? { firstName, lastName, college } : null,
      lastLeave: lastLeave ?? null,
    };
  }

  async page(
    scope: Scope,
    filter: LeaveListFilter,
    { offset, limit, countUpTo: upTo }: PageWindow,
  ): Promise<{ rows: LeaveRequestView[]; total: number }> {
    const where = and(scholarsInScope(scope), this.listWhere(filter));
    const [rows, total] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(leaveRequests.createdAt), desc(leaveRequests.id))
        .limit(limit)
        .offset(offset),
      countUpTo(this.context.db, this.select().where(where).$dynamic(), upTo),
    ]);
    return { rows: rows.map(toView), total };
  }

  /** How many requests in scope (of one office, for HR) there are, in all and per status. */
  async totals(scope: Scope, officeId?: string): Promise<LeaveTotals> {
    const rows = await this.context.db
      .select({ status: leaveRequests.status, count: count() })
      .from(leaveRequests)
      .innerJoin(scholars, eq(scholars.id, leaveRequests.scholarId))
      .where(and(scholarsInScope(scope), officeId ? eq(scholars.officeId, officeId) : undefined))
      .groupBy(leaveRequests.status);
    const totals: LeaveTotals = { total: 0, pending: 0, approved: 0, disapproved: 0, cancelled: 0 };
    for (const row of rows) {
      totals[row.status] = row.count;
      totals.total += row.count;
    }
    return totals;
  }

  /** The first pending or approved request of the scholar sharing a day with from..to (not `except`). */
  async overlapping(
    scholarId: string,
    from: string,
    to: string,
    except?: string,
  ): Promise<LeaveRequestRow | undefined> {
    const [row] = await this.context.db
      .select()
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.scholarId, scholarId),
          inArray(leaveRequests.status, HOLDS_DAYS),
          lte(leaveRequests.dateFrom, to),
          gte(leaveRequests.dateTo, from),
          except ? ne(leaveRequests.id, except) : undefined,
        ),
      )
      .orderBy(asc(leaveRequests.dateFrom))
      .limit(1);
    return row;
  }

  async insert(row: NewLeaveRequestRow): Promise<LeaveRequestRow> {
    const [inserted] = await this.context.db.insert(leaveRequests).values(row).returning();
    return inserted!;
  }

  /** The conditional write of a decision: only if still at `version` and `status`. */
  update(
    row: { id: string; version: number; status: LeaveStatus },
    values: Partial<NewLeaveRequestRow>,
  ): Promise<LeaveRequestRow | undefined> {
    return updateVersioned(
      this.context.db,
      leaveRequests,
      row,
      values,
      eq(leaveRequests.status, row.status),
    );
  }

  /** Approved leave of these scholars touching from..until (until excluded). */
  approvedBetween(scholarIds: string[], from: string, until: string) {
    return this.context.db
      .select({
        scholarId: leaveRequests.scholarId,
        dateFrom: leaveRequests.dateFrom,
        dateTo: leaveRequests.dateTo,
      })
      .from(leaveRequests)
      .where(
        and(
          inArray(leaveRequests.scholarId, scholarIds),
          eq(leaveRequests.status, 'approved'),
          lte(leaveRequests.dateFrom, sql`(${until}::date - 1)`),
          gte(leaveRequests.dateTo, from),
        ),
      );
  }

  /** Whether a leave proof file belongs to a request visible in `scope`. */
  async proofInScope(fileId: string, scope: Scope): Promise<boolean> {
    const [row] = await this.context.db
      .select({ id: leaveRequests.id })
      .from(leaveRequests)
      .innerJoin(scholars, eq(scholars.id, leaveRequests.scholarId))
      .where(and(eq(leaveRequests.proofFileId, fileId), scholarsInScope(scope)))
      .limit(1);
    return row !== undefined;
  }

  private listWhere(filter: LeaveListFilter): SQL | undefined {
    const search = filter.search?.trim();
    const pattern = search ? `%${likeLiteral(search)}%` : undefined;
    return and(
      filter.status ? eq(leaveRequests.status, filter.status) : undefined,
      filter.type ? eq(leaveRequests.type, filter.type) : undefined,
      filter.officeId ? eq(scholars.officeId, filter.officeId) : undefined,
      pattern
        ? or(
            ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
            ilike(leaveRequests.name, pattern),
            ilike(leaveRequests.idNumber, pattern),
          )
        : undefined,
    );
  }
}

/**
 * True where `workDate` of `scholarId` falls in an approved leave: the DTR's
 * SQL figures (office overview) leave those days out of late and undertime.
 */
export function onApprovedLeave(scholarId: SQL | unknown, workDate: SQL | unknown): SQL {
  return sql`EXISTS (SELECT 1 FROM ${leaveRequests} WHERE ${leaveRequests.scholarId} = ${scholarId}
    AND ${leaveRequests.status} = 'approved'
    AND ${workDate} BETWEEN ${leaveRequests.dateFrom} AND ${leaveRequests.dateTo})`;
}
