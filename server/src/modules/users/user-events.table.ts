import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.js';
import { users } from './users.table.js';

/**
 * Audit of every change HR makes to an account (who, what, before, after,
 * when): role, status, office, and the account's creation from an invitation.
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** role, status, office or invitation. */
    field: text('field').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('user_events_user_idx').on(table.userId, table.createdAt)],
);

export type UserEventRow = typeof userEvents.$inferSelect;
export type NewUserEventRow = typeof userEvents.$inferInsert;
