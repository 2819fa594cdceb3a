import { Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { DbContext } from '../../db/db-context.js';
import { oneTimeCodes, type OneTimeCode, type OneTimeCodePurpose } from './one-time-codes.table.js';

@Injectable()
export class OneTimeCodesRepository {
  constructor(private readonly context: DbContext) {}

  async insert(code: typeof oneTimeCodes.$inferInsert): Promise<OneTimeCode> {
    const [row] = await this.context.db.insert(oneTimeCodes).values(code).returning();
    return row!;
  }

  /** Marks the code used if it is unused and unexpired; returns it, or undefined (so a code works once, even under a race). */
  async consume(
    codeHash: string,
    purposes: OneTimeCodePurpose[],
  ): Promise<OneTimeCode | undefined> {
    const [row] = await this.context.db
      .update(oneTimeCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(oneTimeCodes.codeHash, codeHash),
          isNull(oneTimeCodes.usedAt),
          gt(oneTimeCodes.expiresAt, sql`now()`),
          sql`${oneTimeCodes.purpose} in (${sql.join(
            purposes.map((p) => sql`${p}`),
            sql`, `,
          )})`,
        ),
      )
      .returning();
    return row;
  }

  /** Voids the user's unused codes of a purpose (a new link replaces the old ones). */
  async voidUnused(userId: string, purpose: OneTimeCodePurpose): Promise<void> {
    await this.context.db
      .update(oneTimeCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.usedAt),
        ),
      );
  }

  /**
   * Serialises, until the current transaction ends, everything that issues
   * codes of this purpose for this user (a check-then-issue, like the e-mail
   * change cooldown, would otherwise let concurrent requests all pass).
   */
  async lockIssuing(userId: string, purpose: OneTimeCodePurpose): Promise<void> {
    await this.context.db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`one_time_codes:${purpose}:${userId}`}, 0))`,
    );
  }

  /** When the user last asked for a code of this purpose. */
  async lastIssuedAt(userId: string, purpose: OneTimeCodePurpose): Promise<Date | undefined> {
    const [row] = await this.context.db
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(sql`${oneTimeCodes.createdAt} desc`)
      .limit(1);
    return row?.createdAt;
  }
}
