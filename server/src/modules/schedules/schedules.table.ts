import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';
import { evaluationTerm } from '../evaluations/evaluations.table.js';
import { files } from '../files/files.table.js';
import { users } from '../users/users.table.js';

/**
 * A student's class schedule for one term (A§2.3 Upload Schedule, saved on
 * the server): a PDF. The latest upload of a student and term is the current
 * one; an older one gets `replaced_at` and stays on record (history).
 */
export const classSchedules = pgTable(
  'class_schedules',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    term: evaluationTerm('term').notNull(),
    /** "2026-2027". */
    academicYear: text('academic_year').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** When a newer upload for the same term took its place; null while current. */
    replacedAt: timestamp('replaced_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    // One current schedule per student and term; replaced ones stay as history.
    uniqueIndex('class_schedules_one_current')
      .on(table.userId, table.term, table.academicYear)
      .where(sql`${table.replacedAt} IS NULL`),
    index('class_schedules_user_uploaded_idx').on(table.userId, table.uploadedAt),
    index('class_schedules_file_idx').on(table.fileId),
  ],
);

export type ClassScheduleRow = typeof classSchedules.$inferSelect;
export type NewClassScheduleRow = typeof classSchedules.$inferInsert;
