import { sql } from 'drizzle-orm';
import {
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
  fieldChangeColumns,
  historyColumns,
  historyParent,
} from '../../common/history/history.columns.js';
import { applications } from '../applications/applications.table.js';
import { offices } from '../offices/offices.table.js';
import { users } from '../users/users.table.js';
import { applicationPosition } from '../positions/position.table.js';

export const scholarStage = pgEnum('scholar_stage', ['trainee', 'scholar']);
export const scholarStatus = pgEnum('scholar_status', ['active', 'inactive', 'suspended']);

/** A9: 130 training hours, 5 duty hours a day from 08:00. */
export const REQUIRED_TRAINING_HOURS = 130;
export const DEFAULT_DUTY_HOURS = 5;
export const DEFAULT_DUTY_START = '08:00';

/**
 * A student deployed to an office (ARCHITECTURE §4): a trainee from
 * passed_interview, a scholar from acceptance. The program is the
 * application's position.
 */
export const scholars = pgTable(
  'scholars',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    program: applicationPosition('program').notNull(),
    stage: scholarStage('stage').notNull().default('trainee'),
    status: scholarStatus('status').notNull().default('active'),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id),
    requiredHours: integer('required_hours').notNull().default(REQUIRED_TRAINING_HOURS),
    dutyHoursPerDay: integer('duty_hours_per_day').notNull().default(DEFAULT_DUTY_HOURS),
    /** HH:MM, university time. */
    dutyStart: text('duty_start').notNull().default(DEFAULT_DUTY_START),
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    endedOn: date('ended_on', { mode: 'string' }),
    /** Confirmed training minutes rendered before the system (an import): they count toward the requirement. */
    importedMinutes: integer('imported_minutes').notNull().default(0),
    /** Terms served before the system (an import). */
    importedTerms: integer('imported_terms').notNull().default(0),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    // One current deployment per student; ended ones stay as history.
    uniqueIndex('scholars_one_current_per_user')
      .on(table.userId)
      .where(sql`${table.endedOn} IS NULL`),
    uniqueIndex('scholars_application_key').on(table.applicationId),
    index('scholars_office_created_idx').on(table.officeId, table.createdAt),
  ],
);

/** The deployment history: which office, from when to when, assigned by whom (months in service). */
export const scholarAssignments = pgTable(
  'scholar_assignments',
  {
    id: id(),
    scholarId: uuid('scholar_id')
      .notNull()
      .references(() => scholars.id, { onDelete: 'cascade' }),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('scholar_assignments_scholar_idx').on(table.scholarId, table.fromDate)],
);

/** Audit of every change to a scholar: stage, status, office (who, what, before, after, when). */
export const scholarEvents = pgTable(
  'scholar_events',
  {
    ...historyColumns(() => users.id),
    scholarId: historyParent('scholar_id', () => scholars.id),
    ...fieldChangeColumns(),
    comment: text('comment'),
  },
  (table) => [index('scholar_events_scholar_idx').on(table.scholarId, table.createdAt)],
);

export type ScholarRow = typeof scholars.$inferSelect;
export type NewScholarRow = typeof scholars.$inferInsert;
export type ScholarStage = (typeof scholarStage.enumValues)[number];
export type ScholarStatus = (typeof scholarStatus.enumValues)[number];
export type ScholarAssignmentRow = typeof scholarAssignments.$inferSelect;
export type ScholarEventRow = typeof scholarEvents.$inferSelect;
