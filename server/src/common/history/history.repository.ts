import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type {
  AnyPgColumn,
  PgDatabase,
  PgInsertValue,
  PgQueryResultHKT,
  PgTable,
} from 'drizzle-orm/pg-core';

/** Any Drizzle client or transaction: the app's typed one is one of them. */
type Db = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** A table made with `historyColumns`. */
export type HistoryTable = PgTable & {
  id: AnyPgColumn;
  actorId: AnyPgColumn;
  createdAt: AnyPgColumn;
};

/** The accounts table, passed in: common/ imports no domain. */
export type Accounts = PgTable & {
  id: AnyPgColumn;
  firstname: AnyPgColumn;
  lastname: AnyPgColumn;
};

/**
 * Where one domain keeps its history: the table, the key of its parent column,
 * who acts, and the columns that are the domain's own bookkeeping (not shown).
 */
export interface HistoryTrail<
  T extends HistoryTable,
  Parent extends keyof T['$inferSelect'],
  Hidden extends keyof T['$inferSelect'],
> {
  table: T;
  parent: Parent;
  accounts: Accounts;
  hidden?: readonly Hidden[];
}

/** A history row as read: no parent or actor id, the actor's name instead. */
export type HistoryEntryRow<T extends HistoryTable, Hidden extends PropertyKey> = Omit<
  T['$inferSelect'],
  Hidden | 'actorId'
> & { actorName: string | null };

/** Writes history rows; an empty list writes none (a change may record nothing). */
export async function insertHistory<T extends HistoryTable>(
  db: Db,
  table: T,
  rows: PgInsertValue<T> | PgInsertValue<T>[],
): Promise<void> {
  const list = Array.isArray(rows) ? rows : [rows];
  if (list.length > 0) await db.insert(table).values(list);
}

/**
 * A domain's history as its repository exposes it (`readonly history = new
 * HistoryRepository(this.context, trail)`): writes join the caller's
 * transaction, since `context.db` is read at each call.
 */
export class HistoryRepository<
  T extends HistoryTable,
  Parent extends keyof T['$inferSelect'],
  Hidden extends keyof T['$inferSelect'] = never,
> {
  constructor(
    private readonly context: { readonly db: Db },
    private readonly trail: HistoryTrail<T, Parent, Hidden>,
  ) {}

  insert(rows: PgInsertValue<T> | PgInsertValue<T>[]): Promise<void> {
    return insertHistory(this.context.db, this.trail.table, rows);
  }

  /** One row's history, oldest first, with who acted (null once that account is deleted). */
  async list(parentId: string): Promise<HistoryEntryRow<T, Parent | Hidden>[]> {
    const { table, parent, accounts, hidden = [] } = this.trail;
    const columns: Record<string, AnyPgColumn> = getTableColumns(table);
    const notShown = new Set<PropertyKey>([parent, 'actorId', ...hidden]);
    const shown = Object.fromEntries(Object.entries(columns).filter(([key]) => !notShown.has(key)));
    const rows = await this.context.db
      .select({
        ...shown,
        actorName: sql<string | null>`${accounts.firstname} || ' ' || ${accounts.lastname}`,
      })
      // Widened: Drizzle's check against data-modifying subqueries cannot see through a generic.
      .from(table as PgTable)
      .leftJoin(accounts, eq(accounts.id, table.actorId))
      .where(eq(columns[parent as string]!, parentId))
      .orderBy(asc(table.createdAt), asc(table.id));
    return rows as HistoryEntryRow<T, Parent | Hidden>[];
  }
}
