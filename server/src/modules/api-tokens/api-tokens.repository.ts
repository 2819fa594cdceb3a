import { Injectable } from '@nestjs/common';
import { and, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { insertHistory } from '../../common/history/history.repository.js';
import { DbContext } from '../../db/db-context.js';
import { userEvents, type NewUserEventRow } from '../users/user-events.table.js';
import { users, type User } from '../users/users.table.js';
import { apiTokens, type ApiToken, type NewApiToken } from './api-tokens.table.js';

/** A token as lists show it: never its hash. */
export type ApiTokenView = Omit<ApiToken, 'secretHash'>;

const { secretHash: _hash, ...viewColumns } = getTableColumns(apiTokens);

@Injectable()
export class ApiTokensRepository {
  constructor(private readonly context: DbContext) {}

  async insert(token: NewApiToken): Promise<ApiTokenView> {
    const [row] = await this.context.db.insert(apiTokens).values(token).returning(viewColumns);
    return row!;
  }

  /** The unrevoked token with this hash and its owner; expiry is the caller's to check. */
  async findUnrevokedWithOwner(
    secretHash: string,
  ): Promise<{ token: ApiTokenView; user: User } | undefined> {
    const query = this.context.prepared('api_tokens_by_hash', (db, name) =>
      db
        .select({ token: viewColumns, user: users })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(
          and(eq(apiTokens.secretHash, sql.placeholder('secretHash')), isNull(apiTokens.revokedAt)),
        )
        .limit(1)
        .prepare(name),
    );
    const [row] = await query.execute({ secretHash });
    return row;
  }

  findById(id: string): Promise<ApiTokenView | undefined> {
    return this.context.db
      .select(viewColumns)
      .from(apiTokens)
      .where(eq(apiTokens.id, id))
      .then(([row]) => row);
  }

  /** Every token of the user, revoked ones too (the list says which), newest first. */
  listOf(userId: string): Promise<ApiTokenView[]> {
    return this.context.db
      .select(viewColumns)
      .from(apiTokens)
      .where(eq(apiTokens.userId, userId))
      .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  }

  /** Revokes the token if it is not already; undefined when there was nothing to revoke. */
  async revoke(id: string): Promise<ApiTokenView | undefined> {
    const [row] = await this.context.db
      .update(apiTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
      .returning(viewColumns);
    return row;
  }

  revokeAllOf(userId: string): Promise<ApiTokenView[]> {
    return this.context.db
      .update(apiTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
      .returning(viewColumns);
  }

  /** Records when and from where tokens were last used (a batch, off the request path). */
  async recordUse(uses: Array<{ id: string; at: Date; ip: string }>): Promise<void> {
    if (uses.length === 0) return;
    const values = sql.join(
      uses.map((use) => sql`(${use.id}::uuid, ${use.at.toISOString()}::timestamptz, ${use.ip})`),
      sql`, `,
    );
    await this.context.db.execute(sql`
      update ${apiTokens} set last_used_at = used.at, last_used_ip = used.ip
      from (values ${values}) as used(id, at, ip)
      where ${apiTokens.id} = used.id`);
  }

  /**
   * The audit rows of token creations and revocations go to the account's
   * history (user_events), beside HR's other changes to it.
   */
  insertEvents(rows: NewUserEventRow[]): Promise<void> {
    return insertHistory(this.context.db, userEvents, rows);
  }
}
