import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';
import { offices } from '../offices/offices.table.js';
import { scholars } from '../scholars/scholars.table.js';
import { users } from '../users/users.table.js';
import { EVALUATION_TERMS } from '../../common/academic-term.js';
import type { EvaluationItemValue } from './evaluation-score.js';

export const evaluationTerm = pgEnum('evaluation_term', EVALUATION_TERMS);

const ACADEMIC_YEAR = sql.raw(`academic_year ~ '^[0-9]{4}-[0-9]{4}$'`);

/**
 * An office's evaluation of a scholar for one term (A§2.4, ARCHITECTURE §4):
 * the five criteria as typed jsonb (always all five, in order), remarks, who
 * evaluated and when. One per scholar, office, term and academic year; a
 * second save updates it (version + 1) and keeps the earlier version in
 * `evaluation_revisions`.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: id(),
    scholarId: uuid('scholar_id')
      .notNull()
      .references(() => scholars.id, { onDelete: 'cascade' }),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id),
    evaluatorId: uuid('evaluator_id').references(() => users.id, { onDelete: 'set null' }),
    term: evaluationTerm('term').notNull(),
    /** "2026-2027". */
    academicYear: text('academic_year').notNull(),
    items: jsonb('items').$type<EvaluationItemValue[]>().notNull(),
    remarks: text('remarks'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('evaluations_scholar_office_term_key').on(
      table.scholarId,
      table.officeId,
      table.term,
      table.academicYear,
    ),
    index('evaluations_submitted_idx').on(table.submittedAt, table.id),
    index('evaluations_office_submitted_idx').on(table.officeId, table.submittedAt),
    check('evaluations_academic_year_format', ACADEMIC_YEAR),
  ],
);

/** Each earlier version of an evaluation, as it was, with who replaced it and when. */
export const evaluationRevisions = pgTable(
  'evaluation_revisions',
  {
    id: id(),
    evaluationId: uuid('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    evaluatorId: uuid('evaluator_id').references(() => users.id, { onDelete: 'set null' }),
    items: jsonb('items').$type<EvaluationItemValue[]>().notNull(),
    remarks: text('remarks'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull(),
    replacedBy: uuid('replaced_by').references(() => users.id, { onDelete: 'set null' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [index('evaluation_revisions_evaluation_idx').on(table.evaluationId, table.version)],
);

export type EvaluationRow = typeof evaluations.$inferSelect;
export type NewEvaluationRow = typeof evaluations.$inferInsert;
export type EvaluationRevisionRow = typeof evaluationRevisions.$inferSelect;
