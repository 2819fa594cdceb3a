import {
  boolean,
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
import { id } from '../../db/columns.js';
import { offices } from '../offices/offices.table.js';
import { scholars } from '../scholars/scholars.table.js';
import { users } from '../users/users.table.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const punchSlot = pgEnum('punch_slot', ['in1', 'out1', 'in2', 'out2']);
export const punchSource = pgEnum('punch_source', ['kiosk_qr']);

/**
 * A screen at an office that shows the rotating punch code. Its key is shown
 * once when it is made; only a hash of it is kept.
 */
export const kiosks = pgTable(
  'kiosks',
  {
    id: id(),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at'),
    revokedAt: at('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('kiosks_key_hash_key').on(table.keyHash),
    index('kiosks_office_idx').on(table.officeId),
  ],
);

/**
 * One scan of an office's code by a scholar's phone, as it filled a slot of
 * the DTR day. `at` is the server's time, or for a late send the time the
 * phone says it scanned. One punch per scholar and code step.
 */
export const punches = pgTable(
  'punches',
  {
    id: id(),
    scholarId: uuid('scholar_id')
      .notNull()
      .references(() => scholars.id, { onDelete: 'cascade' }),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    slot: punchSlot('slot').notNull(),
    at: at('at').notNull(),
    claimedAt: at('claimed_at'),
    receivedAt: at('received_at').notNull().defaultNow(),
    tokenStep: integer('token_step').notNull(),
    lateSend: boolean('late_send').notNull().default(false),
    source: punchSource('source').notNull().default('kiosk_qr'),
  },
  (table) => [
    uniqueIndex('punches_scholar_office_step_key').on(
      table.scholarId,
      table.officeId,
      table.tokenStep,
    ),
    index('punches_scholar_date_idx').on(table.scholarId, table.workDate),
    index('punches_office_received_idx').on(table.officeId, table.receivedAt),
  ],
);

export type KioskRow = typeof kiosks.$inferSelect;
export type PunchRow = typeof punches.$inferSelect;
export type PunchSlot = (typeof punchSlot.enumValues)[number];
