import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, getTableColumns, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PageWindow } from '../../common/pagination.js';
import { countUpTo } from '../../common/pagination-count.js';
import { HistoryRepository } from '../../common/history/history.repository.js';
import { DbContext } from '../../db/db-context.js';
import { updateVersioned } from '../../db/versioned-update.js';
import { offices } from '../offices/offices.table.js';
import { userEvents } from '../users/user-events.table.js';
import { UsersRepository } from '../users/users.repository.js';
import { users, type NewUser, type User } from '../users/users.table.js';
import type { UserRole } from '../../common/access/roles.js';

type UserStatus = User['status'];

/** A user as HR manages it: the row (without its password hash) and the office name. */
export type UserAccountView = Omit<User, 'passwordHash'> & { officeName: string | null };

export interface UserAccountFilter {
  search?: string;
  role?: UserRole;
  status?: UserStatus;
}

/** `%`, `_` and `\` typed by a user match themselves, not patterns. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const fullName = sql<string>`${users.firstname} || ' ' || ${users.lastname}`;

const { passwordHash: _hash, ...publicColumns } = getTableColumns(users);

/** Reads and versioned writes of accounts for HR's Users screen (A§2.5), and their audit trail. */
@Injectable()
export class UserAccountsRepository {
  /** HR's changes to an account, and its API tokens' creation and revocation. */
  readonly history = new HistoryRepository(this.context, {
    table: userEvents,
    parent: 'userId',
    accounts: users,
  });

  constructor(
    private readonly context: DbContext,
    private readonly userRows: UsersRepository,
  ) {}

  private select() {
    return this.context.db
      .select({ ...publicColumns, officeName: offices.name })
      .from(users)
      .leftJoin(offices, eq(offices.id, users.officeId));
  }

  async findView(id: string): Promise<UserAccountView | undefined> {
    const [row] = await this.select().where(eq(users.id, id));
    return row;
  }

  async page(
    filter: UserAccountFilter,
    { offset, limit, countUpTo: upTo }: PageWindow,
  ): Promise<{ rows: UserAccountView[]; total: number }> {
    const where = listWhere(filter);
    const [rows, total] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset),
      countUpTo(this.context.db, this.select().where(where).$dynamic(), upTo),
    ]);
    return { rows, total };
  }

  /** The versioned write of an HR change; undefined when someone changed the account first. */
  async update(row: { id: string; version: number }, values: Partial<NewUser>) {
    const updated = await updateVersioned(this.context.db, users, row, values);
    if (updated) await this.userRows.announceChanged(row.id);
    return updated;
  }

  /**
   * How many active HR accounts there are besides `exceptId`. Call inside a
   * transaction: it first holds off every other such check until the
   * transaction ends, so two HR accounts cannot demote each other at once.
   */
  async otherActiveHrCount(exceptId: string): Promise<number> {
    await this.context.db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended('users:active-hr', 0))`,
    );
    const [row] = await this.context.db
      .select({ total: count() })
      .from(users)
      .where(and(eq(users.role, 'hr'), eq(users.status, 'active'), ne(users.id, exceptId)));
    return row?.total ?? 0;
  }
}

function listWhere(filter: UserAccountFilter): SQL | undefined {
  const search = filter.search?.trim();
  const pattern = search ? `%${likeLiteral(search)}%` : undefined;
  return and(
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.status ? eq(users.status, filter.status) : undefined,
    pattern ? or(ilike(fullName, pattern), ilike(users.email, pattern)) : undefined,
  );
}
