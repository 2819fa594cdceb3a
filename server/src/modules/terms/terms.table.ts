import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';
import { academicTermKind } from '../calendar/calendar.table.js';
import { offices } from '../offices/offices.table.js';
import { applicationPosition } from '../positions/position.table.js';
import { scholars } from '../scholars/scholars.table.js';

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

export type ServicePeriodRow = typeof servicePeriods.$inferSelect;
