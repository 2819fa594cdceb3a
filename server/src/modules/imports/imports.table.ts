import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';
import { files } from '../files/files.table.js';
import { users } from '../users/users.table.js';
import { IMPORT_KINDS } from './import-kinds.js';

export const importKind = pgEnum('import_kind', IMPORT_KINDS);
export const importStatus = pgEnum('import_status', [
  'previewed',
  'applying',
  'applied',
  'failed',
  'cancelled',
]);
/** What a row of the file does to the database: its dry run's answer. */
export const importRowAction = pgEnum('import_row_action', [
  'create',
  'update',
  'unchanged',
  'error',
]);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const count = (name: string) => integer(name).notNull().default(0);

/**
 * One uploaded spreadsheet: its dry run's counts, then the apply's audit
 * (who, when, what it wrote) and, while it runs in batches, its progress.
 */
export const imports = pgTable(
  'imports',
  {
    id: id(),
    kind: importKind('kind').notNull(),
    fileName: text('file_name').notNull(),
    /** The file as uploaded: the apply reads it again. */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    status: importStatus('status').notNull().default('previewed'),
    createCount: count('create_count'),
    updateCount: count('update_count'),
    unchangedCount: count('unchanged_count'),
    errorCount: count('error_count'),
    appliedBy: uuid('applied_by').references(() => users.id, { onDelete: 'set null' }),
    appliedAt: at('applied_at'),
    /** Mails chosen at apply: invitations for staff, password links for students and scholars. */
    sendMail: boolean('send_mail').notNull().default(false),
    createdRows: count('created_rows'),
    updatedRows: count('updated_rows'),
    unchangedRows: count('unchanged_rows'),
    /** Rows the apply has gone through, of `rows_total` (the file's valid rows). */
    rowsDone: count('rows_done'),
    rowsTotal: count('rows_total'),
    cancelRequestedAt: at('cancel_requested_at'),
    /** What stopped an apply short (a refused batch, a cancel, the server stopping). */
    note: text('note'),
    ...timestamps,
  },
  (table) => [index('imports_created_idx').on(table.createdAt)],
);

/** Each data row of the file as the last dry run saw it (the preview, and the file of rows in error). */
export const importRows = pgTable(
  'import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    action: importRowAction('action').notNull(),
    /** The row's key as HR reads it: an e-mail, or an office's name. */
    label: text('label').notNull(),
    /** Columns an update changes. */
    changes: jsonb('changes').$type<string[]>().notNull().default([]),
    errors: jsonb('errors').$type<Array<{ column: string; message: string }>>(),
    /** The cells as the file has them, kept for rows in error only. */
    cells: jsonb('cells').$type<Record<string, string>>(),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.row] }),
    index('import_rows_action_idx').on(table.importId, table.action, table.row),
  ],
);

export type ImportRecord = typeof imports.$inferSelect;
export type NewImportRecord = typeof imports.$inferInsert;
export type ImportStatus = (typeof importStatus.enumValues)[number];
export type ImportRowAction = (typeof importRowAction.enumValues)[number];
export type ImportRowRecord = typeof importRows.$inferSelect;
