import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PageWindow } from '../../common/pagination.js';
import { surelyMoreThan } from '../../common/pagination-count.js';
import type { Scope } from '../../common/scope.js';
import type { PubSubEngine } from 'graphql-subscriptions';
import { BatchLoader } from '../../common/batch-loader.js';
import { HistoryRepository } from '../../common/history/history.repository.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { DbContext } from '../../db/db-context.js';
import { updateVersioned } from '../../db/versioned-update.js';
import { ListCache } from '../../pubsub/list-cache.js';
import { InjectPubSub } from '../../pubsub/pubsub.module.js';
import { files, type FileRecord } from '../files/files.table.js';
import { users } from '../users/users.table.js';
import {
  countStatement,
  isWholeTable,
  listShapeOf,
  pageStatement,
  type ApplicationListFilter,
  type ListShape,
} from './application-list.js';
import {
  applicationDocuments,
  applicationEvents,
  applications,
  INACTIVE_STATUSES,
  type ApplicationDocumentKind,
  type ApplicationRow,
  type ApplicationStatus,
  type NewApplicationRow,
} from './applications.table.js';

/** A row of the staff list: the application and its 2x2 picture (null when it has none). */
export interface ListedApplication {
  application: ApplicationRow;
  photo: FileRecord | null;
}

export interface StatusChange {
  status: ApplicationStatus;
  hrComments: string | null;
  interviewDate: string | null;
  interviewTime: string | null;
  interviewLocation: string | null;
  interviewNotes: string | null;
}

type ListPage = { rows: ListedApplication[]; total: number };
type ListedDocument = { applicationId: string; kind: ApplicationDocumentKind; file: FileRecord };

/** Published after every write to the rows of the staff list. */
const LIST_CHANGED_TOPIC = 'applications.list-changed';

@Injectable()
export class ApplicationsRepository implements OnModuleInit, OnModuleDestroy {
  /**
   * HR's pages of the whole list, and the documents of listed rows by the
   * rows' ids (the REST list sends their links). An office's pages are not
   * kept: they also change when a scholar moves office, a write of another module.
   */
  private readonly wholeList: ListCache;

  /** Private: a row goes in through `insertEvent`, which keeps the stay bookkeeping. */
  private readonly history = new HistoryRepository(this.context, {
    table: applicationEvents,
    parent: 'applicationId',
    accounts: users,
    // The analytics' bookkeeping, not part of the history shown.
    hidden: ['stayStartedAt'],
  });

  constructor(
    private readonly context: DbContext,
    @InjectPubSub() pubSub: PubSubEngine,
    @InjectConfig() config: AppConfig,
  ) {
    this.wholeList = new ListCache(pubSub, context, LIST_CHANGED_TOPIC, config.listCacheEntries);
  }

  onModuleInit(): Promise<void> {
    return this.wholeList.start();
  }

  onModuleDestroy(): void {
    this.wholeList.close();
  }

  async insert(row: NewApplicationRow): Promise<ApplicationRow> {
    const [inserted] = await this.context.db.insert(applications).values(row).returning();
    await this.wholeList.changed();
    return inserted!;
  }

  async findById(id: string): Promise<ApplicationRow | undefined> {
    const [row] = await this.context.db.select().from(applications).where(eq(applications.id, id));
    return row;
  }

  /** The application a file is a document of. */
  async findByDocument(fileId: string): Promise<ApplicationRow | undefined> {
    const [row] = await this.context.db
      .select({ application: applications })
      .from(applicationDocuments)
      .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
      .where(eq(applicationDocuments.fileId, fileId))
      .limit(1);
    return row?.application;
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

  /**
   * A page of the staff list, each row with its 2x2 picture (the table shows
   * it on every row), and the matches counted up to `countUpTo + 1`
   * (pagination-count.ts); prepared statements, see application-list.ts.
   */
  page(scope: Scope, filter: ApplicationListFilter, window: PageWindow): Promise<ListPage> {
    const shape = listShapeOf(scope, filter);
    if (scope.kind !== 'all') return this.readPage(shape, window);
    const key = JSON.stringify([shape.key, shape.values, window]);
    return this.wholeList.get(`page:${key}`, () => this.readPage(shape, window));
  }

  private async readPage(
    shape: ListShape,
    { offset, limit, countUpTo: upTo }: PageWindow,
  ): Promise<ListPage> {
    const page = this.context.prepared(`applications_page_${shape.key}`, (db, name) =>
      pageStatement(db, shape).prepare(name),
    );
    const counted = this.context.prepared(`applications_count_${shape.key}`, (db, name) =>
      countStatement(db, shape).prepare(name),
    );
    const count = async () => {
      if (isWholeTable(shape) && (await surelyMoreThan(this.context.db, applications, upTo)))
        return upTo + 1;
      const [row] = await counted.execute({ ...shape.values, countLimit: upTo + 1 });
      return row?.total ?? 0;
    };
    const [rows, total] = await Promise.all([
      page.execute({ ...shape.values, offset, limit }),
      count(),
    ]);
    return { rows, total };
  }

  /** Writes the change only if the application is still in its status at its version; undefined when it is not. */
  async changeStatus(
    from: { id: string; status: ApplicationStatus; version: number },
    change: StatusChange,
  ): Promise<ApplicationRow | undefined> {
    const changed = await updateVersioned(
      this.context.db,
      applications,
      from,
      change,
      eq(applications.status, from.status),
    );
    if (changed) await this.wholeList.changed();
    return changed;
  }

  /** Deletes the application if it is still pending; false when it is not (or is gone). */
  async deletePending(id: string): Promise<boolean> {
    const rows = await this.context.db
      .delete(applications)
      .where(and(eq(applications.id, id), eq(applications.status, 'pending')))
      .returning({ id: applications.id });
    if (rows.length > 0) await this.wholeList.changed();
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
    if (rows.length === 0) return;
    await this.context.db.insert(applicationDocuments).values(rows);
    await this.wholeList.changed();
  }

  /**
   * The documents of these applications, each one's in kind then upload
   * order. Each application's are kept under a key of its own, so requests that batch a
   * page's rows differently still share them; those not kept are read in one query.
   */
  async documentsOf(applicationIds: string[]): Promise<ListedDocument[]> {
    const missing = new BatchLoader(
      async (ids: string[]) => {
        const byApplication = new Map<string, ListedDocument[]>();
        for (const document of await this.readDocuments(ids))
          byApplication.set(document.applicationId, [
            ...(byApplication.get(document.applicationId) ?? []),
            document,
          ]);
        return byApplication;
      },
      (): ListedDocument[] => [],
    );
    const lists = await Promise.all(
      applicationIds.map((id) => this.wholeList.get(`documents:${id}`, () => missing.load(id))),
    );
    return lists.flat();
  }

  private readDocuments(applicationIds: string[]): Promise<ListedDocument[]> {
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
   * hours_completed), and the history must keep their order. A status change
   * records when the stay it ends began: the previous change's time.
   */
  async insertEvent(row: typeof applicationEvents.$inferInsert): Promise<void> {
    const endsStay = row.fromStatus != null && row.fromStatus !== row.toStatus;
    await this.history.insert({
      ...row,
      createdAt: row.createdAt ?? sql`clock_timestamp()`,
      stayStartedAt: endsStay
        ? sql`(SELECT max(created_at) FROM application_events
               WHERE application_id = ${row.applicationId}
                 AND from_status IS DISTINCT FROM to_status)`
        : null,
    });
  }

  eventsOf(applicationId: string) {
    return this.history.list(applicationId);
  }
}
