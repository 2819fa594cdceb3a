import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { USER_ROLES } from '../../common/access/roles.js';
import { id, timestamps } from '../../db/columns.js';
import { offices } from '../offices/offices.table.js';

export const userRole = pgEnum('user_role', USER_ROLES);
export const userStatus = pgEnum('user_status', ['active', 'inactive', 'suspended']);

export const users = pgTable(
  'users',
  {
    id: id(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    pendingEmail: text('pending_email'),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('student'),
    status: userStatus('status').notNull().default('active'),
    verified: boolean('verified').notNull().default(false),
    avatarFileId: uuid('avatar_file_id'),
    officeId: uuid('office_id').references(() => offices.id, { onDelete: 'set null' }),
    gender: text('gender'),
    /** Bumped by every change HR makes (role, status, office): the guard of those versioned writes. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    // E-mail addresses are unique regardless of case.
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    // HR Analytics counts new student accounts per day.
    index('users_role_created_idx').on(table.role, table.createdAt),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

declare module '../../common/access/signed-in-user.js' {
  /** The signed-in account is a whole users row. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AccountUser extends User {}
}
