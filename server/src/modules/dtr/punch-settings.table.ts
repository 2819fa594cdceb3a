import { sql } from 'drizzle-orm';
import { check, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { offices } from '../offices/offices.table.js';
import { users } from '../users/users.table.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const HH_MM = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

export const punchMode = pgEnum('punch_mode', ['punches_only', 'punches_or_typed']);

/**
 * How an office records time (the DTR reads it: typed saves, flags; the
 * punches module keeps it): punches only, or punches or typed; its hours
 * and daily maximum (for the DTR's flags), and the secret its codes are
 * signed with (made on first use, never sent anywhere).
 */
export const officePunchSettings = pgTable(
  'office_punch_settings',
  {
    officeId: uuid('office_id')
      .primaryKey()
      .references(() => offices.id, { onDelete: 'cascade' }),
    mode: punchMode('mode').notNull().default('punches_or_typed'),
    opensAt: text('opens_at').notNull().default('07:00'),
    closesAt: text('closes_at').notNull().default('19:00'),
    maxMinutesPerDay: integer('max_minutes_per_day').notNull().default(600),
    secret: text('secret').notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  () => [
    check('office_punch_settings_opens_at_format', sql.raw(`opens_at ~ ${HH_MM}`)),
    check('office_punch_settings_closes_at_format', sql.raw(`closes_at ~ ${HH_MM}`)),
  ],
);

export type OfficePunchSettingsRow = typeof officePunchSettings.$inferSelect;
export type PunchMode = (typeof punchMode.enumValues)[number];
