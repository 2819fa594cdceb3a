import {
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';
import {
  historyColumns,
  historyParent,
  statusChangeColumns,
} from '../../common/history/history.columns.js';
import { files } from '../files/files.table.js';
import { users } from '../users/users.table.js';
import { REQUIREMENT_KEYS } from './requirement-documents.js';

/** The six documents of A§9, by a stable key (labels in requirement-documents.ts). */
export const requirementDocumentKey = pgEnum('requirement_document_key', REQUIREMENT_KEYS);
/** One item's review: submitted (waiting), approved, or needs_reupload (with the reviewer's note). */
export const requirementItemStatus = pgEnum('requirement_item_status', [
  'submitted',
  'approved',
  'needs_reupload',
]);
/**
 * A submission's status, derived from its items on every change (kept in the
 * row so HR can filter on it): needs_reupload when any item does, approved
 * when all six are, else submitted.
 */
export const requirementSubmissionStatus = pgEnum('requirement_submission_status', [
  'submitted',
  'needs_reupload',
  'approved',
]);
export const requirementEventKind = pgEnum('requirement_event_kind', [
  'submitted',
  'reviewed',
  'reuploaded',
]);

/** A student's requirements (A§2.3 Requirements): one per student, six items. */
export const requirementSubmissions = pgTable(
  'requirement_submissions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: requirementSubmissionStatus('status').notNull().default('submitted'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('requirement_submissions_one_per_user').on(table.userId),
    index('requirement_submissions_status_idx').on(table.status, table.submittedAt),
  ],
);

/** One document of a submission: its current file and its review. */
export const requirementItems = pgTable(
  'requirement_items',
  {
    id: id(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => requirementSubmissions.id, { onDelete: 'cascade' }),
    documentKey: requirementDocumentKey('document_key').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    status: requirementItemStatus('status').notNull().default('submitted'),
    /** The reviewer's note (required with needs_reupload); cleared by a re-upload. */
    note: text('note'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('requirement_items_submission_key').on(table.submissionId, table.documentKey),
  ],
);

/**
 * The history of an item: its first upload, every review and every re-upload,
 * with the file it had then (a replaced file is kept, so HR can compare).
 */
export const requirementItemEvents = pgTable(
  'requirement_item_events',
  {
    ...historyColumns(() => users.id),
    itemId: historyParent('item_id', () => requirementItems.id),
    kind: requirementEventKind('kind').notNull(),
    ...statusChangeColumns(requirementItemStatus),
    note: text('note'),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
  },
  (table) => [index('requirement_item_events_item_idx').on(table.itemId, table.createdAt)],
);

export type RequirementSubmissionRow = typeof requirementSubmissions.$inferSelect;
export type RequirementItemRow = typeof requirementItems.$inferSelect;
export type RequirementItemStatus = (typeof requirementItemStatus.enumValues)[number];
export type RequirementSubmissionStatus = (typeof requirementSubmissionStatus.enumValues)[number];
export type RequirementEventKind = (typeof requirementEventKind.enumValues)[number];
