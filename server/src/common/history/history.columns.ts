import { text, timestamp, uuid, type AnyPgColumn, type PgEnum } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.js';

/**
 * The columns every history (`*_events`) table has: its id, who acted and when.
 * The accounts' id column is passed in, so common/ needs no domain. A deleted
 * account leaves its rows with no actor: the history outlives the people in it.
 */
export const historyColumns = (accountId: () => AnyPgColumn) => ({
  id: id(),
  actorId: uuid('actor_id').references(accountId, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The row a history is of; its history goes when it goes. */
export const historyParent = (name: string, parentId: () => AnyPgColumn) =>
  uuid(name).notNull().references(parentId, { onDelete: 'cascade' });

/** A move between statuses; `from_status` is null for the first row (the filing). */
export const statusChangeColumns = <T extends [string, ...string[]]>(status: PgEnum<T>) => ({
  fromStatus: status('from_status'),
  toStatus: status('to_status').notNull(),
});

/** A change of one named field, its value before and after as text. */
export const fieldChangeColumns = () => ({
  field: text('field').notNull(),
  fromValue: text('from_value'),
  toValue: text('to_value'),
});
