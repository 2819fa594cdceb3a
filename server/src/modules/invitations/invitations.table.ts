import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';
import { offices } from '../offices/offices.table.js';
import { userRole, users } from '../users/users.table.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * HR invites a new hr or office account by e-mail: the invitee sets a
 * password through a single-use, expiring link. Only a SHA-256 of the
 * 256-bit code is kept; a resend replaces it, so older links stop working.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    role: userRole('role').notNull(),
    officeId: uuid('office_id').references(() => offices.id, { onDelete: 'set null' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    revokedAt: at('revoked_at'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The account the invitation became. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('staff_invitations_code_hash_key').on(table.codeHash),
    // One open invitation per address (expired ones included: they are resent, not repeated).
    uniqueIndex('staff_invitations_open_email_key')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index('staff_invitations_created_idx').on(table.createdAt),
  ],
);

export type StaffInvitationRow = typeof staffInvitations.$inferSelect;
export type NewStaffInvitationRow = typeof staffInvitations.$inferInsert;
