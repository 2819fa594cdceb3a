import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';
import {
  historyColumns,
  historyParent,
  statusChangeColumns,
} from '../../common/history/history.columns.js';
import { offices } from '../offices/offices.table.js';
import { users } from '../users/users.table.js';
import { applicationPosition } from '../positions/position.table.js';

/**
 * open: waiting for HR; fulfilled, partially_fulfilled, declined: HR's answer;
 * cancelled: withdrawn by the office while it was open (beyond the spec).
 */
export const scholarRequestStatus = pgEnum('scholar_request_status', [
  'open',
  'fulfilled',
  'partially_fulfilled',
  'declined',
  'cancelled',
]);

/**
 * An office asks HR for scholars (A§2.4 Requests made real): how many, how
 * many of them male and female, which programme if it matters, and HR's answer.
 */
export const scholarRequests = pgTable(
  'scholar_requests',
  {
    id: id(),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    total: integer('total').notNull(),
    male: integer('male').notNull().default(0),
    female: integer('female').notNull().default(0),
    /** Null: either programme will do. */
    scholarType: applicationPosition('scholar_type'),
    notes: text('notes'),
    status: scholarRequestStatus('status').notNull().default('open'),
    /** HR's answer to the office (required when declining). */
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('scholar_requests_office_created_idx').on(table.officeId, table.createdAt),
    index('scholar_requests_status_created_idx').on(table.status, table.createdAt),
  ],
);

/** The audit trail of a request: its creation, every answer, reopening and withdrawal. */
export const scholarRequestEvents = pgTable(
  'scholar_request_events',
  {
    ...historyColumns(() => users.id),
    requestId: historyParent('request_id', () => scholarRequests.id),
    ...statusChangeColumns(scholarRequestStatus),
    comment: text('comment'),
  },
  (table) => [index('scholar_request_events_request_idx').on(table.requestId, table.createdAt)],
);

export type ScholarRequestRow = typeof scholarRequests.$inferSelect;
export type NewScholarRequestRow = typeof scholarRequests.$inferInsert;
export type ScholarRequestStatus = (typeof scholarRequestStatus.enumValues)[number];
export type ScholarRequestEventRow = typeof scholarRequestEvents.$inferSelect;
