import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';
import { academicTermKind } from '../calendar/calendar.table.js';
import { offices } from '../offices/offices.table.js';
import { applicationPosition } from '../positions/position.table.js';
import { scholars } from '../scholars/scholars.table.js';
import { users } from '../users/users.table.js';

/**
 * A term HR closed, and, once reopened, when and why: the rows are the
 * audit, never deleted. At most one closure of a term is open at a time.
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

/**
 * A scholar's service credited when a term closed: the office, the
 * scholarship and the confirmed hours of the term. One per scholar and term;
 * closing again after a reopen updates it.
 */
export const servicePeriods = pgTable(
  'service_periods',
  {
    id: id(),
    scholarId: uuid('scholar_id')
      .notNull()
      .references(() => scholars.id),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id),
    program: applicationPosition('program').notNull(),
    term: academicTermKind('term').notNull(),
    academicYear: text('academic_year').notNull(),
    confirmedMinutes: integer('confirmed_minutes').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('service_periods_scholar_term_key').on(
      table.scholarId,
      table.term,
      table.academicYear,
    ),
  ],
);

export type TermClosureRow = typeof termClosures.$inferSelect;
export type ServicePeriodRow = typeof servicePeriods.$inferSelect;
