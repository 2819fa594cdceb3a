import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.js';

/**
 * Uploads in progress, one row each, shared by every server instance: a user
 * may have only so many at once (upload-admission.ts). A row a crashed
 * server left behind stops counting once it is older than any upload can last.
 */
export const uploadSlots = pgTable(
  'upload_slots',
  {
    id: id(),
    /** `user:<id>` when signed in, else `ip:<address>`. */
    subject: text('subject').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('upload_slots_subject_idx').on(table.subject, table.startedAt)],
);
