import { Injectable } from '@nestjs/common';
import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import { DbContext } from '../../db/db-context.js';
import { applications } from '../applications/applications.table.js';
import { files } from '../files/files.table.js';
import { scholars } from '../scholars/scholars.table.js';
import { users } from '../users/users.table.js';

@Injectable()
export class UnverifiedAccountsRepository {
  constructor(private readonly context: DbContext) {}

  /**
   * Deletes the student accounts created before `before` whose address was
   * never verified and that hold nothing of value: active (not suspended or
   * deactivated by HR), no application, no scholar record, no uploaded file.
   * Their sessions, notifications and one-time codes go with them (cascade).
   * Returns how many were removed.
   */
  async removeCreatedBefore(before: Date): Promise<number> {
    const owns = (table: typeof applications | typeof scholars) =>
      this.context.db
        .select({ one: sql`1` })
        .from(table)
        .where(eq(table.userId, users.id));
    const rows = await this.context.db
      .delete(users)
      .where(
        and(
          eq(users.role, 'student'),
          eq(users.verified, false),
          eq(users.status, 'active'),
          lt(users.createdAt, before),
          notExists(owns(applications)),
          notExists(owns(scholars)),
          notExists(
            this.context.db
              .select({ one: sql`1` })
              .from(files)
              .where(eq(files.ownerId, users.id)),
          ),
        ),
      )
      .returning({ id: users.id });
    return rows.length;
  }
}
