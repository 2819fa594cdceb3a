import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';
import { users } from '../users/users.table.js';

export const notificationType = pgEnum('notification_type', [
  'success',
  'warning',
  'error',
  'info',
]);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull().default('info'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** An in-app path to open, e.g. /application. */
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.isRead} = false`),
  ],
);

export type Notification = typeof notifications.$inferSelect;
export type NotificationType = (typeof notificationType.enumValues)[number];
