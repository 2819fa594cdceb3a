import { index, pgTable } from 'drizzle-orm/pg-core';
import {
  fieldChangeColumns,
  historyColumns,
  historyParent,
} from '../../common/history/history.columns.js';
import { users } from './users.table.js';

/**
 * Audit of every change HR makes to an account (who, what, before, after,
 * when): role, status, office, and the account's creation from an invitation.
 */
export const userEvents = pgTable(
  'user_events',
  {
    ...historyColumns(() => users.id),
    userId: historyParent('user_id', () => users.id),
    // field: role, status, office, invitation, api_token_created or api_token_revoked.
    ...fieldChangeColumns(),
  },
  (table) => [index('user_events_user_idx').on(table.userId, table.createdAt)],
);

export type UserEventRow = typeof userEvents.$inferSelect;
export type NewUserEventRow = typeof userEvents.$inferInsert;
