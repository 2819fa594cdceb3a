import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.js';
import { users } from '../users/users.table.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const apiTokenScope = pgEnum('api_token_scope', ['read', 'write']);

/**
 * Personal access tokens of staff accounts (integrators' scripts). Only a
 * hash of the secret is kept; `prefix` is its first characters, enough to
 * recognise a token in a list or a leak report.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scope: apiTokenScope('scope').notNull(),
    /** Null: never expires (admin only). */
    expiresAt: at('expires_at'),
    lastUsedAt: at('last_used_at'),
    lastUsedIp: text('last_used_ip'),
    revokedAt: at('revoked_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('api_tokens_secret_hash_key').on(table.secretHash),
    index('api_tokens_user_id_idx').on(table.userId),
  ],
);

export type ApiToken = typeof apiTokens.$inferSelect;
export type NewApiToken = typeof apiTokens.$inferInsert;
export type ApiTokenScope = (typeof apiTokenScope.enumValues)[number];
