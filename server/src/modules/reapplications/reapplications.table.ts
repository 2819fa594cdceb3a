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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';
import {
  historyColumns,
  historyParent,
  statusChangeColumns,
} from '../../common/history/history.columns.js';
import { evaluationTerm } from '../evaluations/evaluations.table.js';
import { files } from '../files/files.table.js';
import { gradeReports } from '../grades/grade-reports.table.js';
import { scholars } from '../scholars/scholars.table.js';
import { users } from '../users/users.table.js';

/** A§4 Reapplication statuses. */
export const reapplicationStatus = pgEnum('reapplication_status', [
  'pending',
  'under_review',
  'accepted',
  'rejected',
]);

const ACADEMIC_YEAR = sql.raw(`academic_year ~ '^[0-9]{4}-[0-9]{4}$'`);

/**
 * A scholar's request to continue for a term (A§2.3 Re-application form, A§3):
 * the form as the student wrote it, an optional grades attachment (one of the
 * student's saved grade reports, or an uploaded image/PDF), and HR's decision.
 * One per scholar, term and academic year. An accepted one extends the
 * scholarship to its term (derived, see ReapplicationsRepository.continuedThrough).
 */
export const reapplications = pgTable(
  'reapplications',
  {
    id: id(),
    scholarId: uuid('scholar_id')
      .notNull()
      .references(() => scholars.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    idNumber: text('id_number').notNull(),
    schoolDept: text('school_dept'),
    courseYear: text('course_year'),
    effectivityDate: date('effectivity_date', { mode: 'string' }),
    /** As the student writes it ("1 year 3 months"). */
    yearsInService: text('years_in_service'),
    term: evaluationTerm('term').notNull().default('first'),
    /** "2026-2027". */
    academicYear: text('academic_year').notNull(),
    reasons: text('reasons'),
    signatureName: text('signature_name'),
    signatureDate: date('signature_date', { mode: 'string' }),
    gradeReportId: uuid('grade_report_id').references(() => gradeReports.id, {
      onDelete: 'set null',
    }),
    gradesFileId: uuid('grades_file_id').references(() => files.id, { onDelete: 'set null' }),
    status: reapplicationStatus('status').notNull().default('pending'),
    hrComments: text('hr_comments'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('reapplications_scholar_term_key').on(
      table.scholarId,
      table.term,
      table.academicYear,
    ),
    index('reapplications_status_created_idx').on(table.status, table.createdAt),
    check('reapplications_academic_year_format', ACADEMIC_YEAR),
  ],
);

/** The history of a re-application: submission and every decision, with who and when. */
export const reapplicationEvents = pgTable(
  'reapplication_events',
  {
    ...historyColumns(() => users.id),
    reapplicationId: historyParent('reapplication_id', () => reapplications.id),
    ...statusChangeColumns(reapplicationStatus),
    comment: text('comment'),
  },
  (table) => [index('reapplication_events_idx').on(table.reapplicationId, table.createdAt)],
);

export type ReapplicationRow = typeof reapplications.$inferSelect;
export type NewReapplicationRow = typeof reapplications.$inferInsert;
export type ReapplicationStatus = (typeof reapplicationStatus.enumValues)[number];
