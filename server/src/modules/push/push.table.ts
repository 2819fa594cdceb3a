import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.js';
import { users } from '../users/users.table.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A browser's Web Push subscription (RFC 8030/8291): where its push service
 * takes messages for it and the keys to encrypt them with. One row per
 * browser; the endpoint is the browser's, so it is unique.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key, base64url (the subscription's `keys.p256dh`). */
    p256dh: text('p256dh').notNull(),
    /** The shared authentication secret, base64url (`keys.auth`). */
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastOkAt: at('last_ok_at'),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint),
    index('push_subscriptions_user_id_idx').on(table.userId),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NewPushSubscriptionRow = typeof pushSubscriptions.$inferInsert;
