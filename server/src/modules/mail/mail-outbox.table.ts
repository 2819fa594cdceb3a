import type { SQL } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';

export const mailStatus = pgEnum('mail_status', ['queued', 'sending', 'sent', 'failed']);

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64 of the bytes. */
  content: string;
}

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Mail waits here, written in the same transaction as the change it reports,
 * until the worker delivers it (ARCHITECTURE §9).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: mailStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** While sending: until when this worker owns the row. */
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    ...timestamps,
  },
  (table) => [index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

export type OutboxMail = typeof mailOutbox.$inferSelect;
export type NewOutboxMail = typeof mailOutbox.$inferInsert;

/**
 * A recipient's address, or an SQL expression that reads it in the statement
 * queuing the mail (the account's current address: no round trip of its own).
 */
export type MailAddress = string | SQL;

/** A mail to queue, its address possibly read as it is queued. */
export type QueuedMail = Omit<NewOutboxMail, 'to'> & { to: MailAddress };
