import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';
import { users } from '../users/users.table.js';

export const oneTimeCodePurpose = pgEnum('one_time_code_purpose', [
  'verify_email',
  'reset_password',
  'change_email',
]);

/** Codes sent in links; only a SHA-256 of the 256-bit code is stored, and each is used once. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: oneTimeCodePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The address a change_email code confirms. */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('one_time_codes_code_hash_key').on(table.codeHash),
    index('one_time_codes_user_purpose_idx').on(table.userId, table.purpose),
  ],
);

export type OneTimeCode = typeof oneTimeCodes.$inferSelect;
export type OneTimeCodePurpose = (typeof oneTimeCodePurpose.enumValues)[number];
