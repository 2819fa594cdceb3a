import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';
import {
  historyColumns,
  historyParent,
  statusChangeColumns,
} from '../../common/history/history.columns.js';
import { files } from '../files/files.table.js';
import { scholars } from '../scholars/scholars.table.js';
import { users } from '../users/users.table.js';

/** A§2.3 Type of Leave: `vacation` is labelled Bereavement Leave. */
export const leaveType = pgEnum('leave_type', ['sick', 'social', 'vacation', 'others']);
/** One set of statuses for the office and HR alike (HR's "rejected" is disapproved). */
export const leaveStatus = pgEnum('leave_status', [
  'pending',
  'approved',
  'disapproved',
  'cancelled',
]);

/**
 * A scholar's leave application (A§2.3 Leave form, ARCHITECTURE §4): the
 * form's fields as the student wrote them, an optional proof document, and
 * the decision — the office's remarks, HR's note, who decided and when.
 */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: id(),
    scholarId: uuid('scholar_id')
      .notNull()
      .references(() => scholars.id, { onDelete: 'cascade' }),
    type: leaveType('type').notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    daysHours: text('days_hours'),
    reasons: text('reasons'),
    name: text('name').notNull(),
    idNumber: text('id_number').notNull(),
    schoolDept: text('school_dept'),
    courseYear: text('course_year'),
    signatureName: text('signature_name'),
    signatureDate: date('signature_date', { mode: 'string' }),
    proofFileId: uuid('proof_file_id').references(() => files.id, { onDelete: 'set null' }),
    status: leaveStatus('status').notNull().default('pending'),
    /** The office's remarks on its decision (A§2.4). */
    remarks: text('remarks'),
    /** HR's note (A§2.5 Leave details). */
    hrNote: text('hr_note'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    check('leave_requests_dates', sql`${table.dateTo} >= ${table.dateFrom}`),
    index('leave_requests_scholar_dates_idx').on(table.scholarId, table.dateFrom),
    index('leave_requests_status_created_idx').on(table.status, table.createdAt),
  ],
);

/** The history of a leave request: filing and every status change or note, with who and when. */
export const leaveRequestEvents = pgTable(
  'leave_request_events',
  {
    ...historyColumns(() => users.id),
    leaveRequestId: historyParent('leave_request_id', () => leaveRequests.id),
    ...statusChangeColumns(leaveStatus),
    comment: text('comment'),
  },
  (table) => [index('leave_request_events_request_idx').on(table.leaveRequestId, table.createdAt)],
);

export type LeaveRequestRow = typeof leaveRequests.$inferSelect;
export type NewLeaveRequestRow = typeof leaveRequests.$inferInsert;
export type LeaveType = (typeof leaveType.enumValues)[number];
export type LeaveStatus = (typeof leaveStatus.enumValues)[number];
export type LeaveRequestEventRow = typeof leaveRequestEvents.$inferSelect;
