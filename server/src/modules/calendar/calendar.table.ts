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
import { EVALUATION_TERMS } from '../../common/academic-term.js';
import { NON_WORKING_DAY_KINDS } from '../../common/university-calendar.js';
import { id, timestamps } from '../../db/columns.js';
import { users } from '../users/users.table.js';

export const academicTermKind = pgEnum('academic_term_kind', EVALUATION_TERMS);

/**
 * A term's dates as the university set them; a term not set here keeps the
 * default rule's dates (common/academic-term.ts).
 */
export const academicTerms = pgTable(
  'academic_terms',
  {
    id: id(),
    academicYear: text('academic_year').notNull(),
    term: academicTermKind('term').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    updatedBy: uuid('updated_by').references(() => users.id),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('academic_terms_year_term_key').on(table.academicYear, table.term),
    check('academic_terms_dates_ordered', sql`${table.startsOn} <= ${table.endsOn}`),
  ],
);

export const nonWorkingDayKind = pgEnum('non_working_day_kind', NON_WORKING_DAY_KINDS);

/**
 * A day (or the rest of a day, from `from_time`) when offices do not expect
 * duty: a regular holiday, a special non-working day, or a suspension
 * announced ahead or the same morning; for every office, or the listed ones.
 */
export const nonWorkingDays = pgTable(
  'non_working_days',
  {
    id: id(),
    date: date('date', { mode: 'string' }).notNull(),
    /** HH:MM from which the day stops being a duty day; null: the whole day. */
    fromTime: text('from_time'),
    kind: nonWorkingDayKind('kind').notNull(),
    /** null: every office. */
    officeIds: uuid('office_ids').array(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    removedBy: uuid('removed_by').references(() => users.id),
    ...timestamps,
  },
  (table) => [index('non_working_days_date_idx').on(table.date)],
);

/**
 * A term HR closed (the terms module closes it), and, once reopened, when
 * and why: the rows are the audit, never deleted. At most one closure of a
 * term is open at a time. Kept with the calendar, which says which terms are closed.
 */
export const termClosures = pgTable(
  'term_closures',
  {
    id: id(),
    term: academicTermKind('term').notNull(),
    academicYear: text('academic_year').notNull(),
    closedBy: uuid('closed_by')
      .notNull()
      .references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Why HR closed it with work still open; null when nothing was. */
    closeReason: text('close_reason'),
    /** What was still open, counted when it closed. */
    openAtClose: integer('open_at_close').notNull().default(0),
    /** The scholars the close made inactive (not continuing); a reopening makes them active again. */
    madeInactive: uuid('made_inactive')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    reopenedBy: uuid('reopened_by').references(() => users.id),
    reopenedAt: timestamp('reopened_at', { withTimezone: true, mode: 'date' }),
    reopenReason: text('reopen_reason'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('term_closures_open_key')
      .on(table.term, table.academicYear)
      .where(sql`${table.reopenedAt} IS NULL`),
  ],
);

export type AcademicTermRow = typeof academicTerms.$inferSelect;
export type NonWorkingDayRow = typeof nonWorkingDays.$inferSelect;
export type NewNonWorkingDay = typeof nonWorkingDays.$inferInsert;
export type TermClosureRow = typeof termClosures.$inferSelect;
