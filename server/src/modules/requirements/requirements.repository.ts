import { Injectable } from '@nestjs/common';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Scope } from '../../common/scope.js';
import type { PageWindow } from '../../common/pagination.js';
import { countUpTo } from '../../common/pagination-count.js';
import { HistoryRepository } from '../../common/history/history.repository.js';
import { DbContext } from '../../db/db-context.js';
import { updateVersioned } from '../../db/versioned-update.js';
import { scholars } from '../scholars/scholars.table.js';
import { users } from '../users/users.table.js';
import {
  requirementItemEvents,
  requirementItems,
  requirementSubmissions,
  type RequirementItemRow,
  type RequirementItemStatus,
  type RequirementSubmissionRow,
  type RequirementSubmissionStatus,
} from './requirements.table.js';

/** A submission with its student's name and e-mail, and how far the review is. */
export type SubmissionView = RequirementSubmissionRow & {
  studentFirstName: string;
  studentLastName: string;
  studentEmail: string;
  studentName: string;
  itemsCount: number;
  approvedCount: number;
};

export type ItemView = RequirementItemRow & { reviewedByName: string | null };

export interface SubmissionListFilter {
  /** Part of the student's name or e-mail. */
  search?: string;
  status?: RequirementSubmissionStatus;
}

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const reviewer = alias(users, 'reviewer');

/**
 * `scopeFor(viewer)` over submissions: HR all; office staff the submissions of
 * students currently deployed to their office (read-only, see the service);
 * a student their own.
 */
function submissionsInScope(scope: Scope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'office':
      return scope.officeId === null
        ? sql`false`
        : sql`EXISTS (SELECT 1 FROM ${scholars} WHERE ${scholars.userId} = ${requirementSubmissions.userId}
            AND ${scholars.officeId} = ${scope.officeId} AND ${scholars.endedOn} IS NULL)`;
    case 'own':
      return eq(requirementSubmissions.userId, scope.userId);
  }
}

const itemsCount = sql<number>`(SELECT count(*)::int FROM ${requirementItems}
  WHERE ${requirementItems.submissionId} = ${requirementSubmissions.id})`;
const approvedCount = sql<number>`(SELECT count(*)::int FROM ${requirementItems}
  WHERE ${requirementItems.submissionId} = ${requirementSubmissions.id} AND ${requirementItems.status} = 'approved')`;

@Injectable()
export class RequirementsRepository {
  /** An item's upload, reviews and re-uploads, with the file it had then. */
  readonly history = new HistoryRepository(this.context, {
    table: requirementItemEvents,
    parent: 'itemId',
    accounts: users,
  });

  constructor(private readonly context: DbContext) {}

  private select() {
    return this.context.db
      .select({
        submission: requirementSubmissions,
        studentFirstName: users.firstname,
        studentLastName: users.lastname,
        studentEmail: users.email,
        itemsCount,
        approvedCount,
      })
      .from(requirementSubmissions)
      .innerJoin(users, eq(users.id, requirementSubmissions.userId));
  }

  private static toView({
    submission,
    ...rest
  }: {
    submission: RequirementSubmissionRow;
    studentFirstName: string;
    studentLastName: string;
    studentEmail: string;
    itemsCount: number;
    approvedCount: number;
  }): SubmissionView {
    return {
      ...submission,
      ...rest,
      itemsCount: Number(rest.itemsCount),
      approvedCount: Number(rest.approvedCount),
      studentName: `${rest.studentFirstName} ${rest.studentLastName}`,
    };
  }

  async findView(id: string): Promise<SubmissionView | undefined> {
    const [row] = await this.select().where(eq(requirementSubmissions.id, id));
    return row && RequirementsRepository.toView(row);
  }

  async findByUser(userId: string): Promise<SubmissionView | undefined> {
    const [row] = await this.select().where(eq(requirementSubmissions.userId, userId));
    return row && RequirementsRepository.toView(row);
  }

  /** Whether the submission is visible in `scope`. */
  async inScope(id: string, scope: Scope): Promise<boolean> {
    const [row] = await this.context.db
      .select({ id: requirementSubmissions.id })
      .from(requirementSubmissions)
      .where(and(eq(requirementSubmissions.id, id), submissionsInScope(scope)));
    return row !== undefined;
  }

  async page(
    scope: Scope,
    filter: SubmissionListFilter,
    { offset, limit, countUpTo: upTo }: PageWindow,
  ): Promise<{ rows: SubmissionView[]; total: number }> {
    const where = and(submissionsInScope(scope), this.listWhere(filter));
    const [rows, total] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(requirementSubmissions.submittedAt), desc(requirementSubmissions.id))
        .limit(limit)
        .offset(offset),
      countUpTo(this.context.db, this.select().where(where).$dynamic(), upTo),
    ]);
    return { rows: rows.map(RequirementsRepository.toView), total };
  }

  /** The items of a submission, with who reviewed them. */
  async items(submissionId: string): Promise<ItemView[]> {
    const rows = await this.context.db
      .select({
        item: requirementItems,
        reviewerFirst: reviewer.firstname,
        reviewerLast: reviewer.lastname,
      })
      .from(requirementItems)
      .leftJoin(reviewer, eq(reviewer.id, requirementItems.reviewedBy))
      .where(eq(requirementItems.submissionId, submissionId));
    return rows.map(({ item, reviewerFirst, reviewerLast }) => ({
      ...item,
      reviewedByName: reviewerFirst ? `${reviewerFirst} ${reviewerLast}` : null,
    }));
  }

  async insertSubmission(userId: string): Promise<RequirementSubmissionRow> {
    const [row] = await this.context.db
      .insert(requirementSubmissions)
      .values({ userId })
      .returning();
    return row!;
  }

  async insertItem(row: typeof requirementItems.$inferInsert): Promise<RequirementItemRow> {
    const [inserted] = await this.context.db.insert(requirementItems).values(row).returning();
    return inserted!;
  }

  /** The conditional write of a review or re-upload: only if still at `version` (and `status`). */
  updateItem(
    row: { id: string; version: number; status?: RequirementItemStatus },
    values: Partial<typeof requirementItems.$inferInsert>,
  ): Promise<RequirementItemRow | undefined> {
    return updateVersioned(
      this.context.db,
      requirementItems,
      row,
      values,
      row.status ? eq(requirementItems.status, row.status) : undefined,
    );
  }

  /** Sets the derived status and bumps the version (the list and the student's page follow it). */
  async touchSubmission(id: string, status: RequirementSubmissionStatus): Promise<void> {
    await this.context.db
      .update(requirementSubmissions)
      .set({ status, version: sql`${requirementSubmissions.version} + 1` })
      .where(eq(requirementSubmissions.id, id));
  }

  /**
   * Whether `fileId` is a document of a submission visible in `scope`: an
   * item's file now, or one it had before (kept in the item's history).
   */
  async fileInScope(fileId: string, scope: Scope): Promise<boolean> {
    const [row] = await this.context.db
      .select({ id: requirementSubmissions.id })
      .from(requirementSubmissions)
      .innerJoin(requirementItems, eq(requirementItems.submissionId, requirementSubmissions.id))
      .leftJoin(requirementItemEvents, eq(requirementItemEvents.itemId, requirementItems.id))
      .where(
        and(
          or(eq(requirementItems.fileId, fileId), eq(requirementItemEvents.fileId, fileId)),
          submissionsInScope(scope),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  private listWhere(filter: SubmissionListFilter): SQL | undefined {
    const search = filter.search?.trim();
    const pattern = search ? `%${likeLiteral(search)}%` : undefined;
    return and(
      filter.status ? eq(requirementSubmissions.status, filter.status) : undefined,
      pattern
        ? or(
            ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
            ilike(users.email, pattern),
          )
        : undefined,
    );
  }
}
