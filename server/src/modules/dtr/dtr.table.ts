import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import {
  historyColumns,
  historyParent,
  statusChangeColumns,
} from '../../common/history/history.columns.js';
import { scholars } from '../scholars/scholars.table.js';
import { users } from '../users/users.table.js';

export const dtrEntryStatus = pgEnum('dtr_entry_status', ['unconfirmed', 'confirmed']);
export const dtrMonthStatus = pgEnum('dtr_month_status', [
  'draft',
  'submitted',
  'approved',
  'returned',
]);

const HH_MM = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;
const timeCheck = (column: string) => sql.raw(`${column} IS NULL OR ${column} ~ ${HH_MM}`);

/**
 * One day of a scholar's daily time record (A§2.3, ARCHITECTURE §4): two
 * IN/OUT pairs as HH:MM, the minutes they add up to (kept by the service, so
 * sums need no time arithmetic), and the office's confirmation.
 */
export const dtrEntries = pgTable(
  'dtr_entries',
  {
    id: id(),
    scholarId: uuid('scholar_id')
      .notNull()
      .references(() => scholars.id, { onDelete: 'cascade' }),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    in1: text('in1'),
    out1: text('out1'),
    in2: text('in2'),
    out2: text('out2'),
    workedMinutes: integer('worked_minutes').notNull().default(0),
    status: dtrEntryStatus('status').notNull().default('unconfirmed'),
    /** Set by the office for an emergency: the day counts no undertime. */
    excusedReason: text('excused_reason'),
    /** The slots (in1, out1, in2, out2) filled by a punch at the office's screen, not typed. */
    punchedSlots: text('punched_slots')
      .array()
      .$type<Array<'in1' | 'out1' | 'in2' | 'out2'>>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A punch of the day was sent late, from a phone that was offline when it scanned. */
    lateSend: boolean('late_send').notNull().default(false),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('dtr_entries_scholar_day_key').on(table.scholarId, table.workDate),
    check('dtr_entries_in1_format', timeCheck('in1')),
    check('dtr_entries_out1_format', timeCheck('out1')),
    check('dtr_entries_in2_format', timeCheck('in2')),
    check('dtr_entries_out2_format', timeCheck('out2')),
  ],
);

export interface DtrTimes {
  in1: string | null;
  out1: string | null;
  in2: string | null;
  out2: string | null;
}

/** Corrections keep the old values and who changed them. */
export const dtrEntryEdits = pgTable(
  'dtr_entry_edits',
  {
    id: id(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => dtrEntries.id, { onDelete: 'cascade' }),
    editorId: uuid('editor_id').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<DtrTimes & { status: string; excusedReason: string | null }>(),
    after: jsonb('after')
      .$type<DtrTimes & { status: string; excusedReason: string | null }>()
      .notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('dtr_entry_edits_entry_idx').on(table.entryId, table.createdAt)],
);

/** A scholar's month as submitted to the office: draft → submitted → approved | returned. */
export const dtrMonths = pgTable(
  'dtr_months',
  {
    id: id(),
    scholarId: uuid('scholar_id')
      .notNull()
      .references(() => scholars.id, { onDelete: 'cascade' }),
    /** YYYY-MM. */
    month: text('month').notNull(),
    status: dtrMonthStatus('status').notNull().default('draft'),
    remarks: text('remarks'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('dtr_months_scholar_month_key').on(table.scholarId, table.month),
    check('dtr_months_month_format', sql.raw(`month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)),
  ],
);

/** The history of a month's submission and decisions. */
export const dtrMonthEvents = pgTable(
  'dtr_month_events',
  {
    ...historyColumns(() => users.id),
    monthId: historyParent('month_id', () => dtrMonths.id),
    ...statusChangeColumns(dtrMonthStatus),
    comment: text('comment'),
  },
  (table) => [index('dtr_month_events_month_idx').on(table.monthId, table.createdAt)],
);

export type DtrEntryRow = typeof dtrEntries.$inferSelect;
export type NewDtrEntryRow = typeof dtrEntries.$inferInsert;
export type DtrEntryStatus = (typeof dtrEntryStatus.enumValues)[number];
export type DtrMonthRow = typeof dtrMonths.$inferSelect;
export type DtrMonthStatus = (typeof dtrMonthStatus.enumValues)[number];
