import { bigint, index, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.js';
import type { ManifestSummary } from './archive/manifest.js';

export const backupOutcome = pgEnum('backup_outcome', ['running', 'succeeded', 'failed']);
export const backupTrigger = pgEnum('backup_trigger', ['schedule', 'command']);

/** One backup run (ARCHITECTURE §4, §11); the archives themselves live in BACKUP_DIR. */
export const backups = pgTable(
  'backups',
  {
    id: id(),
    trigger: backupTrigger('trigger').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    outcome: backupOutcome('outcome').notNull().default('running'),
    /** Bytes of the archive. */
    size: bigint('size', { mode: 'number' }),
    archiveName: text('archive_name'),
    manifestSummary: jsonb('manifest_summary').$type<ManifestSummary>(),
    error: text('error'),
  },
  (table) => [index('backups_started_idx').on(table.startedAt)],
);

export type BackupRecord = typeof backups.$inferSelect;
export type BackupOutcome = (typeof backupOutcome.enumValues)[number];
