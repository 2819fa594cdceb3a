import { and, eq, sql } from 'drizzle-orm';
import { DbContext } from '../../src/db/db-context.js';
import { oneTimeCodes, type OneTimeCodePurpose } from '../../src/db/schema.js';
import type { TestApp } from './test-app.js';

/** Moves the user's codes of a purpose into the past, as if `ms` had gone by since they were issued. */
export async function ageCodes(
  sut: TestApp,
  userId: string,
  purpose: OneTimeCodePurpose,
  ms: number,
): Promise<void> {
  const interval = sql`make_interval(secs => ${ms / 1000})`;
  await sut
    .get<DbContext>(DbContext)
    .db.update(oneTimeCodes)
    .set({
      createdAt: sql`${oneTimeCodes.createdAt} - ${interval}`,
      expiresAt: sql`${oneTimeCodes.expiresAt} - ${interval}`,
    })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
}

/** Makes the user's codes of a purpose expired (a minute ago). */
export async function expireCodes(
  sut: TestApp,
  userId: string,
  purpose: OneTimeCodePurpose,
): Promise<void> {
  await sut
    .get<DbContext>(DbContext)
    .db.update(oneTimeCodes)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
}
