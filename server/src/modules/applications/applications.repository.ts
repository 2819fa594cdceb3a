import { Injectable } from '@nestjs/common';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Scope } from '../../common/scope.js';
import { DbContext } from '../../db/db-context.js';
import { updateVersioned } from '../../db/versioned-update.js';
import { files, type FileRecord } from '../files/files.table.js';
import { users } from '../users/users.table.js';
import { applicationsInScope } from './application-scope.js';
import {
  applicationDocuments,
  applicationEvents,
  applications,
  INACTIVE_STATUSES,
  type ApplicationDocumentKind,
  type ApplicationPosition,
  type ApplicationRow,
  type ApplicationStatus,
  type NewApplicationRow,
} from './applications.table.js';

export interface ApplicationListFilter {
  status?: ApplicationStatus;
  position?: ApplicationPosition;
  search?: string;
}

export interface StatusChange {
  status: ApplicationStatus;
  hrComments: string | null;
  interviewDate: string | null;
  interviewTime: string | null;
  interviewLocation: string | null;
  interviewNotes: string | null;
}

/** `%`, `_` and `\` typed by a user match themselves, not patterns. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

@Injectable()
export class ApplicationsRepository {
  constructor(private readonly context: DbContext) {}

  async insert(row: NewApplicationRow): Promise<ApplicationRow> {
    const [inserted] = await this.context.db.insert(applications).values(row).returning();
    return inserted!;
  }

  async findById(id: string): Promise<ApplicationRow | undefined> {
    const [row] = await this.context.db.select().from(applications).where(eq(applications.id, id));
    return row;
  }

  listByUser(userId: string): Promise<ApplicationRow[]> {
    return this.context.db
      .select()
      .from(applications)
      .where(eq(applications.userId, userId))
      .orderBy(desc(applications.submittedAt), desc(applications.id));
  }

  async hasStatus(userId: string, status: ApplicationStatus): Promise<boolean> {
    const [row] = await this.context.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.userId, userId), eq(applications.status, status)))
      .limit(1);
    return row !== undefined;
  }

  async findActiveByUser(userId: string): Promise<ApplicationRow | undefined> {
    const [row] = await this.context.db
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.userId, userId),
          notInArray(applications.status, [...INACTIVE_STATUSES]),
        ),
      );
    return row;
  }

  async page(
    scope: Scope,
    filter: ApplicationListFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: ApplicationRow[]; total: number }> {
    const where = and(applicationsInScope(scope), this.listWhere(filter));
    const newestFirst = [desc(applications.submittedAt), desc(applications.id)];
    // A deferred join: the page's ids come from the index alone, so a deep
    // OFFSET skips index entries rather than whole rows.
    const pageIds = this.context.db
      .select({ id: applications.id })
      .from(applications)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset)
      .as('page_ids');
    const [joined, [totals]] = await Promise.all([
      this.context.db
        .select()
        .from(applications)
        .innerJoin(pageIds, eq(applications.id, pageIds.id))
        .orderBy(...newestFirst),
      this.context.db.select({ total: count() }).from(applications).where(where),
    ]);
    return { rows: joined.map((row) => row.applications), total: totals?.total ?? 0 };
  }

  /** Writes the change only if the application is still in its status at its version; undefined when it is not. */
  changeStatus(
    from: { id: string; status: ApplicationStatus; version: number },
    change: StatusChange,
  ): Promise<ApplicationRow | undefined> {
    return updateVersioned(
      this.context.db,
      applications,
      from,
      change,
      eq(applications.status, from.status),
    );
  }

  /** Deletes the application if it is still pending; false when it is not (or is gone). */
  async deletePending(id: string): Promise<boolean> {
    const rows = await this.context.db
      .delete(applications)
      .where(and(eq(applications.id, id), eq(applications.status, 'pending')))
      .returning({ id: applications.id });
    return rows.length > 0;
  }

  async insertDocuments(
    rows: Array<{
      applicationId: string;
      fileId: string;
      kind: ApplicationDocumentKind;
      position: number;
    }>,
  ): Promise<void> {
    if (rows.length > 0) await this.context.db.insert(applicationDocuments).values(rows);
  }

  /** The documents of these applications, in kind then upload order. */
  documentsOf(
    applicationIds: string[],
  ): Promise<Array<{ applicationId: string; kind: ApplicationDocumentKind; file: FileRecord }>> {
    if (applicationIds.length === 0) return Promise.resolve([]);
    return this.context.db
      .select({
        applicationId: applicationDocuments.applicationId,
        kind: applicationDocuments.kind,
        file: files,
      })
      .from(applicationDocuments)
      .innerJoin(files, eq(files.id, applicationDocuments.fileId))
      .where(inArray(applicationDocuments.applicationId, applicationIds))
      .orderBy(asc(applicationDocuments.kind), asc(applicationDocuments.position));
  }

  /**
   * Stamped with the statement's own time, not the transaction's: one
   * transaction may record two moves (passed_interview, then at once
   * hours_completed), and the history must keep their order.
   */
  async insertEvent(row: typeof applicationEvents.$inferInsert): Promise<void> {
    await this.context.db
      .insert(applicationEvents)
      .values({ ...row, createdAt: row.createdAt ?? sql`clock_timestamp()` });
  }

  eventsOf(applicationId: string) {
    return this.context.db
      .select({
        id: applicationEvents.id,
        fromStatus: applicationEvents.fromStatus,
        toStatus: applicationEvents.toStatus,
        comment: applicationEvents.comment,
        createdAt: applicationEvents.createdAt,
        actorFirstname: users.firstname,
        actorLastname: users.lastname,
      })
      .from(applicationEvents)
      .leftJoin(users, eq(users.id, applicationEvents.actorId))
      .where(eq(applicationEvents.applicationId, applicationId))
      .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
  }

  private listWhere(filter: ApplicationListFilter): SQL | undefined {
    const search = filter.search?.trim();
    const pattern = search ? `%${likeLiteral(search)}%` : undefined;
    return and(
      filter.status ? eq(applications.status, filter.status) : undefined,
      filter.position ? eq(applications.position, filter.position) : undefined,
      pattern
        ? or(
            ilike(sql`${applications.firstName} || ' ' || ${applications.lastName}`, pattern),
            ilike(applications.email, pattern),
          )
        : undefined,
    );
  }
}
