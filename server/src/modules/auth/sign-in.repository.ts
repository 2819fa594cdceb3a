import { Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { DbContext } from '../../db/db-context.js';
import { failureStateColumns } from '../rate-limit/failure-throttle.repository.js';
import { failureThrottles } from '../rate-limit/failure-throttle.table.js';
import type { StatesReader } from '../rate-limit/failure-throttle.service.js';
import { users, type User } from '../users/users.table.js';

type FailureStates = Awaited<ReturnType<StatesReader>>;

/**
 * The first read of every sign-in in one statement: the account of the
 * address and the failure states of the attempt's limits. A round trip to
 * the database costs the server's event loop more than either lookup (on
 * the 2-CPU VM about a quarter of a millisecond, a seventh of a sign-in's
 * request work), and the same one statement is sent whether or not the
 * account exists.
 */
@Injectable()
export class SignInRepository {
  constructor(private readonly context: DbContext) {}

  async accountWithStates(
    address: string,
    keys: string[],
  ): Promise<{ user: User | undefined; states: FailureStates }> {
    const query = this.context.prepared('sign_in_account_with_states', (db, name) =>
      db
        .select({ user: users, state: { key: failureThrottles.key, ...failureStateColumns } })
        // One row at least: the account and each state that exists, left-joined to a constant.
        .from(sql`(select 1) as attempt`)
        .leftJoin(users, eq(sql`lower(${users.email})`, sql.placeholder('address')))
        .leftJoin(
          failureThrottles,
          sql`${failureThrottles.key} = any(${sql.placeholder('keys')}::text[])`,
        )
        .prepare(name),
    );
    const rows = await query.execute({ address, keys });
    return {
      user: rows[0]?.user ?? undefined,
      states: rows.flatMap(({ state }) => (state ? [state] : [])),
    };
  }
}
