import { Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../../common/scope.js';
import type { PageWindow } from '../../common/pagination.js';
import { countUpTo } from '../../common/pagination-count.js';
import { HistoryRepository } from '../../common/history/history.repository.js';
import { DbContext } from '../../db/db-context.js';
import { updateVersioned } from '../../db/versioned-update.js';
import { offices } from '../offices/offices.table.js';
import { users } from '../users/users.table.js';
import {
  scholarRequestEvents,
  scholarRequests,
  type NewScholarRequestRow,
  type ScholarRequestRow,
  type ScholarRequestStatus,
} from './scholar-requests.table.js';

/** A request with the names every screen shows. */
export type ScholarRequestView = ScholarRequestRow & {
  officeName: string;
  requestedByName: string | null;
  answeredByName: string | null;
};

export interface ScholarRequestListFilter {
  status?: ScholarRequestStatus;
  officeId?: string;
  search?: string;
}

export interface StaffContact {
  id: string;
  email: string;
  firstname: string;
}

const requester = alias(users, 'requester');
const answerer = alias(users, 'answerer');
const fullName = (table: { firstname: AnyPgColumn; lastname: AnyPgColumn }) =>
  sql<string | null>`${table.firstname} || ' ' || ${table.lastname}`;

/** `%`, `_` and `\` typed by a user match themselves, not patterns. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Office staff see their own office's requests only (HR all); students none. */
function requestsInScope(scope: Scope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'office':
      return scope.officeId === null ? sql`false` : eq(scholarRequests.officeId, scope.officeId);
    case 'own':
      return sql`false`;
  }
}

@Injectable()
export class ScholarRequestsRepository {
  /** A request's creation, answers, reopening and withdrawal. */
  readonly history = new HistoryRepository(this.context, {
    table: scholarRequestEvents,
    parent: 'requestId',
    accounts: users,
  });

  constructor(private readonly context: DbContext) {}

  private select() {
    return this.context.db
      .select({
        request: scholarRequests,
        officeName: offices.name,
        requestedByName: fullName(requester),
        answeredByName: fullName(answerer),
      })
      .from(scholarRequests)
      .innerJoin(offices, eq(offices.id, scholarRequests.officeId))
      .leftJoin(requester, eq(requester.id, scholarRequests.requestedBy))
      .leftJoin(answerer, eq(answerer.id, scholarRequests.answeredBy));
  }

  async findView(id: string): Promise<ScholarRequestView | undefined> {
    const [row] = await this.select().where(eq(scholarRequests.id, id));
    return row && toView(row);
  }

  async page(
    scope: Scope,
    filter: ScholarRequestListFilter,
    { offset, limit, countUpTo: upTo }: PageWindow,
  ): Promise<{ rows: ScholarRequestView[]; total: number }> {
    const where = and(requestsInScope(scope), listWhere(filter));
    const [rows, total] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(scholarRequests.createdAt), desc(scholarRequests.id))
        .limit(limit)
        .offset(offset),
      countUpTo(this.context.db, this.select().where(where).$dynamic(), upTo),
    ]);
    return { rows: rows.map(toView), total };
  }

  async insert(row: NewScholarRequestRow): Promise<ScholarRequestRow> {
    const [inserted] = await this.context.db.insert(scholarRequests).values(row).returning();
    return inserted!;
  }

  /** The versioned write of a decision; also requires the status it was decided from. */
  update(
    row: { id: string; version: number; status: ScholarRequestStatus },
    values: Partial<NewScholarRequestRow>,
  ): Promise<ScholarRequestRow | undefined> {
    return updateVersioned(
      this.context.db,
      scholarRequests,
      row,
      values,
      eq(scholarRequests.status, row.status),
    );
  }

  async count(): Promise<number> {
    const [row] = await this.context.db.select({ total: count() }).from(scholarRequests);
    return row?.total ?? 0;
  }

  /** The active staff of an office, with what a mail to them needs. */
  officeStaff(officeId: string): Promise<StaffContact[]> {
    return this.context.db
      .select({ id: users.id, email: users.email, firstname: users.firstname })
      .from(users)
      .where(
        and(eq(users.role, 'office'), eq(users.officeId, officeId), eq(users.status, 'active')),
      )
      .orderBy(asc(users.createdAt));
  }
}

function listWhere(filter: ScholarRequestListFilter): SQL | undefined {
  const search = filter.search?.trim();
  const pattern = search ? `%${likeLiteral(search)}%` : undefined;
  return and(
    filter.status ? eq(scholarRequests.status, filter.status) : undefined,
    filter.officeId ? eq(scholarRequests.officeId, filter.officeId) : undefined,
    pattern
      ? or(
          ilike(offices.name, pattern),
          ilike(scholarRequests.notes, pattern),
          ilike(fullName(requester), pattern),
        )
      : undefined,
  );
}

type Joined = {
  request: ScholarRequestRow;
  officeName: string;
  requestedByName: string | null;
  answeredByName: string | null;
};

const toView = ({ request, ...names }: Joined): ScholarRequestView => ({ ...request, ...names });
