import { Injectable } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PubSubEngine } from 'graphql-subscriptions';
import { DbContext } from '../../db/db-context.js';
import { InjectPubSub } from '../../pubsub/pubsub.module.js';
import { USER_CHANGED_TOPIC } from './user-topics.js';
import { users, type NewUser, type User } from './users.table.js';
import type { UserRole } from '../../common/access/roles.js';

@Injectable()
export class UsersRepository {
  constructor(
    private readonly context: DbContext,
    @InjectPubSub() private readonly pubSub: PubSubEngine,
  ) {}

  async findById(id: string): Promise<User | undefined> {
    const [user] = await this.context.db.select().from(users).where(eq(users.id, id)).limit(1);
    return user;
  }

  /** Case-insensitive, like the unique index. */
  /** Every sign-in asks this: prepared once. */
  async findByEmail(email: string): Promise<User | undefined> {
    const query = this.context.prepared('users_by_email', (db, name) =>
      db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, sql.placeholder('email')))
        .limit(1)
        .prepare(name),
    );
    const [user] = await query.execute({ email: email.toLowerCase() });
    return user;
  }

  /** Returns undefined when the e-mail is taken (the unique index decides, so a race cannot create two). */
  async insert(user: NewUser): Promise<User | undefined> {
    const [row] = await this.context.db
      .insert(users)
      .values(user)
      .onConflictDoNothing()
      .returning();
    return row;
  }

  /** Several accounts in one statement, in the rows' order; one whose e-mail is taken is left out. */
  async insertMany(rows: NewUser[]): Promise<User[]> {
    if (rows.length === 0) return [];
    const inserted = await this.context.db
      .insert(users)
      .values(rows)
      .onConflictDoNothing()
      .returning();
    const byEmail = new Map(inserted.map((user) => [user.email, user]));
    return rows.flatMap((row) => byEmail.get(row.email) ?? []);
  }

  async update(id: string, changes: Partial<NewUser>): Promise<User | undefined> {
    const [row] = await this.context.db
      .update(users)
      .set(changes)
      .where(eq(users.id, id))
      .returning();
    if (row) await this.announceChanged(id);
    return row;
  }

  /**
   * Every write of a user row ends with this: signed-in requests read the user
   * from a per-instance cache (SessionsService), which every instance must
   * drop before the writer answers.
   */
  announceChanged(id: string): Promise<void> {
    return this.context.whenCommitted(() => this.pubSub.publish(USER_CHANGED_TOPIC, id));
  }

  /** Ids of the active accounts with one of these roles (who hears of programme-wide events). */
  async activeIdsWithRole(roles: UserRole[]): Promise<string[]> {
    const rows = await this.context.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.role, roles), eq(users.status, 'active')));
    return rows.map((row) => row.id);
  }

  /** Ids of the active office staff of one office. */
  async activeOfficeStaffIds(officeId: string): Promise<string[]> {
    const rows = await this.context.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.role, 'office'), eq(users.officeId, officeId), eq(users.status, 'active')),
      );
    return rows.map((row) => row.id);
  }
}
