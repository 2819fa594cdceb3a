import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';
import { evaluationTerm } from '../evaluations/evaluations.table.js';
import { files } from '../files/files.table.js';
import { users } from '../users/users.table.js';

/** One parsed row of a grade slip (A§3 Parsed grade row); grades 50–100 or blank, units default 3.00. */
export interface GradeRow {
  subject: string;
  faculty: string;
  one: number | null;
  two: number | null;
  final: number | null;
  units: number;
  status: string;
}

/** The slip's header and footer as the parser read them (A§2.3 Improve scan meta). */
export interface GradeReportMeta {
  level?: string;
  date?: string;
  enrolledBy?: string;
  program?: string;
  averages?: string;
}

/**
 * A student's grades for one term (beyond the spec: A§2.3 Grades Upload made
 * real): the rows read by OCR and corrected by the student, the general
 * average, and the slip's picture. One per student, term and academic year;
 * saving again replaces the rows (version counts the saves).
 */
export const gradeReports = pgTable(
  'grade_reports',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    term: evaluationTerm('term').notNull(),
    academicYear: text('academic_year').notNull(),
    rows: jsonb('rows').$type<GradeRow[]>().notNull(),
    meta: jsonb('meta').$type<GradeReportMeta>().notNull().default({}),
    generalAverage: numeric('general_average', { precision: 5, scale: 2, mode: 'number' }),
    sourceFileId: uuid('source_file_id').references(() => files.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('grade_reports_user_term_key').on(table.userId, table.term, table.academicYear),
    index('grade_reports_user_updated_idx').on(table.userId, table.updatedAt),
  ],
);

export type GradeReportRow = typeof gradeReports.$inferSelect;
export type NewGradeReportRow = typeof gradeReports.$inferInsert;
