import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PageWindow } from '../../common/pagination.js';
import { countUpTo } from '../../common/pagination-count.js';
import { DbContext } from '../../db/db-context.js';
import { offices } from '../offices/offices.table.js';
import { users } from '../users/users.table.js';
import {
  staffInvitations,
  type NewStaffInvitationRow,
  type StaffInvitationRow,
} from './invitations.table.js';

/** An invitation with the names the screens show. */
export type InvitationView = StaffInvitationRow & {
  officeName: string | null;
  invitedByName: string | null;
};

const open = and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt));

@Injectable()
export class InvitationsRepository {
  constructor(private readonly context: DbContext) {}

  private select() {
    return this.context.db
      .select({
        invitation: staffInvitations,
        officeName: offices.name,
        invitedByName: sql<string | null>`${users.firstname} || ' ' || ${users.lastname}`,
      })
      .from(staffInvitations)
      .leftJoin(offices, eq(offices.id, staffInvitations.officeId))
      .leftJoin(users, eq(users.id, staffInvitations.invitedBy));
  }

  async findView(id: string): Promise<InvitationView | undefined> {
    const [row] = await this.select().where(eq(staffInvitations.id, id));
    return row && toView(row);
  }

  /** The invitation a link names, while it can still be accepted. */
  async findUsable(codeHash: string): Promise<InvitationView | undefined> {
    const [row] = await this.select().where(
      and(
        eq(staffInvitations.codeHash, codeHash),
        open,
        gt(staffInvitations.expiresAt, sql`now()`),
      ),
    );
    return row && toView(row);
  }

  async findOpenByEmail(email: string): Promise<StaffInvitationRow | undefined> {
    const [row] = await this.context.db
      .select()
      .from(staffInvitations)
      .where(and(eq(sql`lower(${staffInvitations.email})`, email.toLowerCase()), open));
    return row;
  }

  /** Invitations neither accepted nor revoked (pending or expired), newest first. */
  async pageOpen({ offset, limit, countUpTo: upTo }: PageWindow) {
    const [rows, total] = await Promise.all([
      this.select()
        .where(open)
        .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id))
        .limit(limit)
        .offset(offset),
      countUpTo(this.context.db, this.select().where(open).$dynamic(), upTo),
    ]);
    return { rows: rows.map(toView), total };
  }

  /** Whether any invitation was ever sent (the demo seeds only an installation without). */
  async any(): Promise<boolean> {
    const [row] = await this.context.db.select({ total: count() }).from(staffInvitations);
    return (row?.total ?? 0) > 0;
  }

  async insert(row: NewStaffInvitationRow): Promise<StaffInvitationRow> {
    const [inserted] = await this.context.db.insert(staffInvitations).values(row).returning();
    return inserted!;
  }

  /** Marks the invitation accepted if its link is still usable: it works once, even under a race. */
  async claim(codeHash: string): Promise<StaffInvitationRow | undefined> {
    const [row] = await this.context.db
      .update(staffInvitations)
      .set({ acceptedAt: sql`now()` })
      .where(
        and(
          eq(staffInvitations.codeHash, codeHash),
          open,
          gt(staffInvitations.expiresAt, sql`now()`),
        ),
      )
      .returning();
    return row;
  }

  /** Changes an open invitation (a new code, or its revocation); undefined once it is closed. */
  async updateOpen(
    id: string,
    values: Partial<NewStaffInvitationRow>,
  ): Promise<StaffInvitationRow | undefined> {
    const [row] = await this.context.db
      .update(staffInvitations)
      .set(values)
      .where(and(eq(staffInvitations.id, id), open))
      .returning();
    return row;
  }

  async setUser(id: string, userId: string): Promise<void> {
    await this.context.db
      .update(staffInvitations)
      .set({ userId })
      .where(eq(staffInvitations.id, id));
  }
}

type Joined = {
  invitation: StaffInvitationRow;
  officeName: string | null;
  invitedByName: string | null;
};
const toView = ({ invitation, ...names }: Joined): InvitationView => ({ ...invitation, ...names });
