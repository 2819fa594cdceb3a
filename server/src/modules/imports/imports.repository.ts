import { Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PageWindow } from '../../common/pagination.js';
import { countUpTo } from '../../common/pagination-count.js';
import { DbContext } from '../../db/db-context.js';
import { staffInvitations } from '../invitations/invitations.table.js';
import { offices } from '../offices/offices.table.js';
import { scholars } from '../scholars/scholars.table.js';
import { users } from '../users/users.table.js';
import type { AccountRef, InvitationRef, OfficeRef, PlanState } from './import-plan.js';
import {
  importRows,
  imports,
  type ImportRecord,
  type ImportRowAction,
  type ImportRowRecord,
  type ImportStatus,
  type NewImportRecord,
} from './imports.table.js';

/** An import with the names its screens show. */
export type ImportView = ImportRecord & { actorName: string | null; appliedByName: string | null };

export type NewImportRow = typeof importRows.$inferInsert;

const actor = sql<
  string | null
>`(SELECT u.firstname || ' ' || u.lastname FROM users u WHERE u.id = ${imports.actorId})`;
const applier = sql<
  string | null
>`(SELECT u.firstname || ' ' || u.lastname FROM users u WHERE u.id = ${imports.appliedBy})`;

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1000;

@Injectable()
export class ImportsRepository {
  constructor(private readonly context: DbContext) {}

  private select() {
    return this.context.db
      .select({ record: imports, actorName: actor, appliedByName: applier })
      .from(imports);
  }

  async findView(id: string): Promise<ImportView | undefined> {
    const [row] = await this.select().where(eq(imports.id, id));
    return row && { ...row.record, actorName: row.actorName, appliedByName: row.appliedByName };
  }

  /** Every import, newest first. */
  async page({ offset, limit, countUpTo: upTo }: PageWindow) {
    const [rows, total] = await Promise.all([
      this.select().orderBy(desc(imports.createdAt), desc(imports.id)).limit(limit).offset(offset),
      countUpTo(
        this.context.db,
        this.context.db.select({ id: imports.id }).from(imports).$dynamic(),
        upTo,
      ),
    ]);
    return {
      rows: rows.map(({ record, ...names }): ImportView => ({ ...record, ...names })),
      total,
    };
  }

  async insert(row: NewImportRecord): Promise<ImportRecord> {
    const [inserted] = await this.context.db.insert(imports).values(row).returning();
    return inserted!;
  }

  /** Removes an import and its rows (a file the reader refused). */
  async delete(id: string): Promise<void> {
    await this.context.db.delete(imports).where(eq(imports.id, id));
  }

  /** Changes the import if its status is one of `from` (all when not given); undefined otherwise. */
  async update(
    id: string,
    values: Partial<NewImportRecord>,
    from?: readonly ImportStatus[],
    also?: SQL,
  ): Promise<ImportRecord | undefined> {
    const [row] = await this.context.db
      .update(imports)
      .set(values)
      .where(and(eq(imports.id, id), from ? inArray(imports.status, [...from]) : undefined, also))
      .returning();
    return row;
  }

  /** An apply may take over an import left `applying` longer ago than this (its server stopped). */
  staleSince(ms: number): SQL {
    return sql`${imports.updatedAt} < now() - make_interval(secs => ${ms / 1000})`;
  }

  /** Whether a cancel was asked for since the apply began. */
  async cancelRequested(id: string): Promise<boolean> {
    const [row] = await this.context.db
      .select({ at: imports.cancelRequestedAt })
      .from(imports)
      .where(eq(imports.id, id));
    return Boolean(row?.at);
  }

  async deleteRows(importId: string): Promise<void> {
    await this.context.db.delete(importRows).where(eq(importRows.importId, importId));
  }

  async insertRows(rows: NewImportRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += INSERT_CHUNK)
      await this.context.db.insert(importRows).values(rows.slice(i, i + INSERT_CHUNK));
  }

  /** One page of the rows of one kind of outcome, in the file's order. */
  async pageRows(importId: string, action: ImportRowAction, { offset, limit }: PageWindow) {
    const where = and(eq(importRows.importId, importId), eq(importRows.action, action));
    const [rows, [counted]] = await Promise.all([
      this.context.db
        .select()
        .from(importRows)
        .where(where)
        .orderBy(asc(importRows.row))
        .limit(limit)
        .offset(offset),
      this.context.db
        .select({ total: sql<number>`count(*)::int` })
        .from(importRows)
        .where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  /** The rows in error, in the file's order (for the file to fix). */
  errorRows(importId: string): Promise<ImportRowRecord[]> {
    return this.context.db
      .select()
      .from(importRows)
      .where(and(eq(importRows.importId, importId), eq(importRows.action, 'error')))
      .orderBy(asc(importRows.row));
  }

  /** Whether a stored file is an import's (the rule of who reads it). */
  async isImportFile(fileId: string): Promise<boolean> {
    const [row] = await this.context.db
      .select({ id: imports.id })
      .from(imports)
      .where(eq(imports.fileId, fileId))
      .limit(1);
    return Boolean(row);
  }

  /** The records a batch of rows naming these e-mails may touch. */
  async planState(emails: string[]): Promise<PlanState> {
    const lower = [...new Set(emails.map((email) => email.toLowerCase()))];
    // One after the other: inside an apply's transaction the three share one connection.
    const officeRows = (await this.context.db
      .select({ id: offices.id, name: offices.name, code: offices.code })
      .from(offices)) as OfficeRef[];
    const accountRows: AccountRef[] =
      lower.length === 0
        ? []
        : await this.context.db
            .select({
              id: users.id,
              email: users.email,
              role: users.role,
              firstname: users.firstname,
              lastname: users.lastname,
              gender: users.gender,
              officeId: users.officeId,
            })
            .from(users)
            .where(inArray(sql`lower(${users.email})`, lower));
    const invitationRows: InvitationRef[] =
      lower.length === 0
        ? []
        : await this.context.db
            .select({
              id: staffInvitations.id,
              email: staffInvitations.email,
              role: staffInvitations.role,
              firstname: staffInvitations.firstname,
              lastname: staffInvitations.lastname,
              officeId: staffInvitations.officeId,
            })
            .from(staffInvitations)
            .where(
              and(
                inArray(sql`lower(${staffInvitations.email})`, lower),
                isNull(staffInvitations.acceptedAt),
                isNull(staffInvitations.revokedAt),
              ),
            );
    const userIds = accountRows.map((account) => account.id);
    const scholarRows =
      userIds.length === 0
        ? []
        : await this.context.db
            .select()
            .from(scholars)
            .where(and(inArray(scholars.userId, userIds), isNull(scholars.endedOn)));
    return {
      offices: officeRows,
      accounts: new Map(accountRows.map((a) => [a.email.toLowerCase(), a])),
      invitations: new Map(invitationRows.map((i) => [i.email.toLowerCase(), i])),
      scholars: new Map(scholarRows.map((s) => [s.userId, s])),
    };
  }
}
