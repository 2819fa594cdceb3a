import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Failed attempts per subject (see failure-throttle.rules.ts), shared by every server instance. */
export const failureThrottles = pgTable(
  'failure_throttles',
  {
    /** Rule name and subject, e.g. "signin:account:ana@example.edu". */
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    locks: integer('locks').notNull().default(0),
    firstFailureAt: at('first_failure_at').notNull(),
    lastFailureAt: at('last_failure_at').notNull(),
    lockedUntil: at('locked_until'),
    /** When the owner was last told of this run of failures (once per run). */
    alertedAt: at('alerted_at'),
  },
  (table) => [index('failure_throttles_last_failure_idx').on(table.lastFailureAt)],
);
