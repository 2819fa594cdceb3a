import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';
import { users } from '../users/users.table.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One signed-in device. The access token names the session, so revoking the
 * row ends it on the next request; only hashes of refresh tokens are kept.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    refreshHash: text('refresh_hash').notNull(),
    /** Hash of the refresh token this one replaced, to tell a benign race from reuse. */
    previousRefreshHash: text('previous_refresh_hash'),
    rotatedAt: at('rotated_at'),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    ...timestamps,
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
