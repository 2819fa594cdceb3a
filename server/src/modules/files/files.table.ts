import { bigint, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';
import { users } from '../users/users.table.js';

export const filePurpose = pgEnum('file_purpose', [
  'profile_photo',
  'certificate',
  'parent_id',
  'id_document',
  'signature',
  'leave_proof',
  'requirement_document',
  'grade_slip',
  'reapplication_grades',
  'class_schedule',
  'import',
]);

/**
 * One stored upload (ARCHITECTURE §8). The row is written only after the
 * bytes are in storage; `mime` is what the bytes are, not what the client said.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: filePurpose('purpose').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Where the bytes are in storage: random, never derived from the name. */
    storageKey: text('storage_key').notNull().unique(),
    ...timestamps,
  },
  (table) => [index('files_owner_idx').on(table.ownerId)],
);

export type FileRecord = typeof files.$inferSelect;
export type FilePurpose = (typeof filePurpose.enumValues)[number];
