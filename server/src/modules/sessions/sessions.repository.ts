import { Injectable } from '@nestjs/common';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { DbContext } from '../../db/db-context.js';
import { users, type User } from '../users/users.table.js';
import { sessions, type NewSession, type Session } from './sessions.table.js';

/** What starting a session sets; the rest takes its defaults. */
type InsertedColumn = 'userId' | 'userAgent' | 'ip' | 'refreshHash' | 'expiresAt';

@Injectable()
export class SessionsRepository {
  constructor(private readonly context: DbContext) {}

  /** Every sign-in starts one: prepared once; answers the new session's id (all a sign-in needs). */
  async insert(session: Required<Pick<NewSession, InsertedColumn>>): Promise<string> {
    const query = this.context.prepared('sessions_insert', (db, name) =>
      db
        .insert(sessions)
        .values({
          userId: sql.placeholder('userId'),
          userAgent: sql.placeholder('userAgent'),
          ip: sql.placeholder('ip'),
          refreshHash: sql.placeholder('refreshHash'),
          expiresAt: sql.placeholder('expiresAt'),
        })
        .returning({ id: sessions.id })
        .prepare(name),
    );
    const [row] = await query.execute(session);
    return row!.id;
  }

  async findById(id: string): Promise<Session | undefined> {
    const [session] = await this.context.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, id))
      .limit(1);
    return session;
  }

  /** The live session with its user: not revoked, not expired. */
  async findLiveWithUser(id: string): Promise<{ session: Session; user: User } | undefined> {
    const [row] = await this.context.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
      )
      .limit(1);
    return row;
  }

  listLive(userId: string): Promise<Session[]> {
    return this.context.db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(sessions.lastUsedAt));
  }

  /**
   * Swaps the refresh hash only if it is still `expected`: of several
   * concurrent refreshes with one token exactly one gets the row back.
   */
  async rotate(id: string, expected: string, next: string): Promise<Session | undefined> {
    const [row] = await this.context.db
      .update(sessions)
      .set({
        refreshHash: next,
        previousRefreshHash: expected,
        rotatedAt: sql`now()`,
        lastUsedAt: sql`now()`,
      })
      .where(
        and(eq(sessions.id, id), eq(sessions.refreshHash, expected), isNull(sessions.revokedAt)),
      )
      .returning();
    return row;
  }

  async revoke(id: string, userId?: string): Promise<boolean> {
    const rows = await this.context.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, id),
          isNull(sessions.revokedAt),
          userId ? eq(sessions.userId, userId) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    return rows.length > 0;
  }

  /** Revokes every live session of the user; returns their ids. */
  async revokeAllOf(userId: string): Promise<string[]> {
    const rows = await this.context.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.map((row) => row.id);
  }
}
