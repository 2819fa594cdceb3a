import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';

/** University offices where scholars render duty hours (registrar, library, …). */
export const offices = pgTable(
  'offices',
  {
    id: id(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('offices_code_key').on(table.code)],
);

export type Office = typeof offices.$inferSelect;
export type NewOffice = typeof offices.$inferInsert;
